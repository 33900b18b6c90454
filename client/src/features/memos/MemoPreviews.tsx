import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { documentName, type MemoSummary } from "@enote/shared";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DrawingSvg } from "../../components/drawing";
import type { SessionAuth } from "../labbook/collab/session";
import { useLabBookSession, useSessionValue } from "../labbook/collab/useLabBookSession";
import { memoFiles } from "./memoFiles";

interface MemoPreviewsProps {
  lbIdx: number;
  memos: MemoSummary[];
  /** Read silently: a share link's key, or a member without presence (print). */
  auth: SessionAuth;
}

function MemoPreview({ lbIdx, memo, auth }: { lbIdx: number; memo: MemoSummary; auth: SessionAuth }) {
  const { t } = useTranslation();
  const session = useLabBookSession(lbIdx, auth, documentName.memo(memo.memoIdx));
  const loaded = useSessionValue(session, (state) => state.loaded);
  // Its images, with the reader's token or the share link's key.
  const files = useMemo(() => memoFiles(lbIdx, { canUpload: false, maxBytes: null }), [lbIdx]);
  const placeholder = <Skeleton height={160} radius="sm" />;
  return (
    <section className="print-block" data-testid="memo-preview" data-memo-idx={memo.memoIdx}>
      <Title order={3} fz="md">
        {memo.title}
      </Title>
      {session && loaded ? (
        <Suspense fallback={placeholder}>
          <DrawingSvg
            key={session.doc.guid}
            doc={session.doc}
            emptyText={t("memos.printEmpty")}
            testId="memo-svg"
            files={files}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}

/** Each memo of a book as a live SVG, for print and the share view; nothing when there are none. */
export function MemoPreviews({ lbIdx, memos, auth }: MemoPreviewsProps) {
  const { t } = useTranslation();
  if (memos.length === 0) return null;
  return (
    <Stack gap="md" data-testid="memo-previews">
      <Text fw={700} fz="lg">
        {t("memos.section")}
      </Text>
      {memos.map((memo) => (
        <MemoPreview key={memo.memoIdx} lbIdx={lbIdx} memo={memo} auth={auth} />
      ))}
    </Stack>
  );
}
