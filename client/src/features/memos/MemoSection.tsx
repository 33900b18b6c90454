import { Button, SimpleGrid, Skeleton, Text } from "@mantine/core";
import type { MemoSummary } from "@enote/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPanel } from "../../components/EmptyPanel";
import { preloadDrawingCanvas } from "../../components/drawing";
import { IconPencil, IconPlus } from "../../components/icons";
import { QueryError } from "../../components/QueryError";
import { SectionCard } from "../../components/SectionCard";
import type { PresenceUser, SessionAuth } from "../labbook/collab/session";
import { CreateMemoModal } from "./CreateMemoModal";
import { MemoRow } from "./MemoRow";
import { MemoViewer } from "./MemoViewer";
import { useMemos } from "./queries";

interface MemoSectionProps {
  lbIdx: number;
  /** Whether I may write in the book now. */
  editable: boolean;
  user: PresenceUser;
}

/** The book's drawing memos: the list, and the one memo open. */
export function MemoSection({ lbIdx, editable, user }: MemoSectionProps) {
  const { t } = useTranslation();
  const memos = useMemos(lbIdx);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<MemoSummary | null>(null);
  // Readers watch without a trace: no presence, no pointer.
  const auth = useMemo<SessionAuth>(
    () => ({ kind: "member", memberIdx: user.memberIdx, presence: editable ? user : null, offline: false }),
    [user, editable],
  );
  const items = memos.data?.items ?? [];

  return (
    <SectionCard
      title={t("memos.section")}
      description={t("memos.description")}
      testId="memo-section"
      actions={
        editable ? (
          <Button
            leftSection={<IconPlus size={18} />}
            variant="light"
            onClick={() => setCreating(true)}
            data-testid="memo-add"
          >
            {t("memos.add")}
          </Button>
        ) : null
      }
    >
      {memos.isPending ? (
        <Skeleton height={52} radius="md" />
      ) : memos.isError ? (
        <QueryError error={memos.error} onRetry={() => void memos.refetch()} />
      ) : items.length === 0 ? (
        <EmptyPanel
          bare
          icon={<IconPencil size={26} />}
          title={t("memos.emptyTitle")}
          description={t(editable ? "memos.emptyEditable" : "memos.emptyReadOnly")}
          testId="memo-empty"
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t("memos.count", { count: items.length })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="memo-list">
            {items.map((memo) => (
              <MemoRow
                key={memo.memoIdx}
                memo={memo}
                editable={editable}
                onOpen={() => {
                  // From the click on: Excalidraw's code and the memo's document load side by side.
                  void preloadDrawingCanvas();
                  setOpen(memo);
                }}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      {creating ? (
        <CreateMemoModal
          lbIdx={lbIdx}
          onClose={() => setCreating(false)}
          onCreated={(memo) => {
            setCreating(false);
            setOpen(memo);
          }}
        />
      ) : null}
      {open ? (
        <MemoViewer lbIdx={lbIdx} memo={open} auth={auth} editable={editable} onClose={() => setOpen(null)} />
      ) : null}
    </SectionCard>
  );
}
