import { Badge, Container, Group, Paper, Stack, Text } from "@mantine/core";
import type { LabBookPublic } from "@enote/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { QueryError } from "../../../components/QueryError";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";
import { isNotFound } from "../../../lib/errorMessage";
import { idxParam } from "../../../lib/searchParams";
import type { SessionAuth } from "../../labbook/collab/session";
import { useLabBookSession, useSessionValue } from "../../labbook/collab/useLabBookSession";
import { usePresence } from "../../labbook/collab/usePresence";
import { LabBookMeta } from "../../labbook/components/LabBookMeta";
import { AttachmentsPanel } from "../../attachments/AttachmentsPanel";
import { LabBookContent } from "../../labbook/content/LabBookContent";
import { TitleField } from "../../labbook/content/TitleField";
import { ContentSkeleton } from "../../labbook/experiment/ContentSkeleton";
import { PresenceList } from "../../labbook/experiment/PresenceList";
import { Refused } from "../../labbook/experiment/Refused";
import { SessionSaveStatus } from "../../labbook/experiment/SaveStatusBadge";
import { usePublicLabBook } from "../../labbook/queries";
import { namedMember } from "../../../lib/memberName";
import { ShareUnavailable } from "./ShareUnavailable";
import { SharedMemoPreviews } from "../../memos/BookMemoPreviews";

/** The live, read-only document of a public lab book, opened with the link's key. */
function SharedLabBook({ view, shareKey }: { view: LabBookPublic; shareKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(view.title);
  const auth = useMemo<SessionAuth>(() => ({ kind: "share", key: shareKey }), [shareKey]);
  const session = useLabBookSession(view.lbIdx, auth);
  const refusal = useSessionValue(session, (state) => state.refusal);
  const loaded = useSessionValue(session, (state) => state.loaded);
  const present = usePresence(session?.provider ?? null, null);

  // The link was revoked or made private while open.
  if (refusal === "denied") return <ShareUnavailable />;
  if (refusal) return <Refused refusal={refusal} />;

  return (
    <Container size="lg" px={0} data-testid="shared-labbook-page">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Badge variant="light" color="gray" size="lg" data-testid="shared-read-only">
            {t("labBook.share.sharedBadge")}
          </Badge>
          <Group gap="md" wrap="nowrap">
            <PresenceList present={present} />
            <SessionSaveStatus session={session} editable={false} />
          </Group>
        </Group>
        <Paper withBorder p="md">
          <Stack gap="sm">
            {session && loaded ? (
              <TitleField doc={session.doc} editable={false} />
            ) : (
              <Text fz="1.6rem" fw={700}>
                {view.title}
              </Text>
            )}
            <LabBookMeta
              seqNo={view.seqNo}
              status={view.status}
              projectName={view.projectName}
              writerName={namedMember(view.writer)}
              writeDate={view.writeDate}
              modifiedDate={view.modifiedDate}
            />
          </Stack>
        </Paper>
        {session && loaded ? (
          <LabBookContent doc={session.doc} provider={session.provider} user={null} editable={false} />
        ) : (
          <ContentSkeleton />
        )}
        <AttachmentsPanel detail={view} editable={false} shareKey={shareKey} />
        <SharedMemoPreviews lbIdx={view.lbIdx} shareKey={shareKey} />
      </Stack>
    </Container>
  );
}

function SharedLoader({ lbIdx, shareKey }: { lbIdx: number; shareKey: string }) {
  const view = usePublicLabBook(lbIdx, shareKey);
  if (view.isPending) return <ContentLoader />;
  if (view.isError) {
    return isNotFound(view.error) ? (
      <ShareUnavailable />
    ) : (
      <QueryError error={view.error} onRetry={() => void view.refetch()} />
    );
  }
  return <SharedLabBook view={view.data} shareKey={shareKey} />;
}

/** /auth/labbook/share/{lbIdx}?key=… — no sign-in; a private book or a wrong key is "no longer shared". */
export function SharedLabBookPage() {
  const lbIdx = idxParam(useParams().lbIdx ?? null);
  const [params] = useSearchParams();
  const key = params.get("key") ?? "";
  if (lbIdx === null || key.length < 16 || key.length > 100) return <ShareUnavailable />;
  return <SharedLoader key={`${lbIdx}:${key}`} lbIdx={lbIdx} shareKey={key} />;
}
