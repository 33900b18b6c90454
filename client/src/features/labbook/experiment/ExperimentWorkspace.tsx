import { Alert, Stack } from "@mantine/core";
import type { LabBookDetail } from "@enote/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { IconAlertTriangle } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";
import { AttachmentsPanel } from "../../attachments/AttachmentsPanel";
import { messageText } from "../../../i18n";
import { LabBookComments } from "../../comments/LabBookComments";
import { forgetOfflineDocument, offlineDocumentName } from "../collab/offlineStore";
import type { PresenceUser, SessionAuth } from "../collab/session";
import { useLabBookSession, useSessionValue } from "../collab/useLabBookSession";
import { usePresence } from "../collab/usePresence";
import { LabBookContent } from "../content/LabBookContent";
import { TitleField } from "../content/TitleField";
import { mentionFocusRule, useMentionFocus } from "../content/useMentionFocus";
import { MemoSection } from "../../memos/MemoSection";
import { labBookKeys } from "../queryKeys";
import { ContentSkeleton } from "./ContentSkeleton";
import { ExperimentHeader } from "./ExperimentHeader";
import { PresenceList } from "./PresenceList";
import { Refused } from "./Refused";
import { SessionSaveStatus } from "./SaveStatusBadge";
import { LeaveGuard } from "./useLeaveGuard";

interface ExperimentWorkspaceProps {
  detail: LabBookDetail;
  user: PresenceUser;
}

/** The open lab book: one provider for its document, every section and table bound to it. */
export function ExperimentWorkspace({ detail, user }: ExperimentWorkspaceProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  useDocumentTitle(detail.title);
  // Offline copies only for those who may write when the book opens (a reader's edits could never land).
  const [offline] = useState(detail.access === "write");
  const auth = useMemo<SessionAuth>(
    () => ({ kind: "member", memberIdx: user.memberIdx, presence: user, offline }),
    [user, offline],
  );
  useEffect(() => {
    // Read-only now: edits kept here earlier can no longer reach the server.
    if (!offline) void forgetOfflineDocument(offlineDocumentName(user.memberIdx, detail.lbIdx));
  }, [offline, user.memberIdx, detail.lbIdx]);
  const session = useLabBookSession(detail.lbIdx, auth);
  // Only what this page shows: the save status and the leave guard read the rest themselves.
  const loaded = useSessionValue(session, (state) => state.loaded);
  const access = useSessionValue(session, (state) => state.access);
  const recordChanges = useSessionValue(session, (state) => state.recordChanges);
  const refusal = useSessionValue(session, (state) => state.refusal);
  const errorCode = useSessionValue(session, (state) => state.errorCode);
  const present = usePresence(session?.provider ?? null, user.memberIdx);
  const mentionFocused = useMentionFocus(Boolean(session && loaded), user.memberIdx);

  // Most restrictive wins: the server's live word ("access" message) or the detail's.
  const editable = detail.access === "write" && access !== "read";

  // The server changed my access (status or permission): the status bar follows.
  const lastAccess = useRef(access);
  useEffect(() => {
    if (lastAccess.current === access) return;
    const known = lastAccess.current !== null;
    lastAccess.current = access;
    if (known) void client.invalidateQueries({ queryKey: labBookKeys.detail(detail.lbIdx) });
  }, [access, client, detail.lbIdx]);

  // The book's record changed on the server (ended, completed, shared, levels): read it again, and
  // the lists that show it.
  useEffect(() => {
    if (recordChanges > 0) void client.invalidateQueries({ queryKey: labBookKeys.all });
  }, [recordChanges, client]);

  if (refusal) return <Refused refusal={refusal} />;

  return (
    <Stack
      gap="md"
      data-testid="experiment-page"
      data-lb-idx={detail.lbIdx}
      data-editable={editable}
      data-mention-focus={mentionFocused || undefined}
    >
      <LeaveGuard session={session} editable={editable} />
      {mentionFocused ? <style>{mentionFocusRule(user.memberIdx)}</style> : null}
      <ExperimentHeader
        detail={detail}
        title={session && loaded ? <TitleField key={session.doc.guid} doc={session.doc} editable={editable} /> : null}
        status={
          <>
            <PresenceList present={present} />
            <SessionSaveStatus session={session} editable={editable} />
          </>
        }
      />
      <LabBookComments detail={detail} session={session} />
      {errorCode ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="labbook-server-error" role="alert">
          {messageText({ key: `errors.${errorCode}` })}
          {errorCode === "DOCUMENT_TOO_LARGE" ? ` ${t("labBook.editor.changeDiscarded")}` : null}
        </Alert>
      ) : null}
      {!editable ? (
        <Alert color="gray" variant="light" data-testid="labbook-read-only">
          {t(detail.status === "IN_PROGRESS" ? "labBook.editor.readOnlyMember" : "labBook.editor.readOnlyStatus", {
            status: t(`labBook.status.${detail.status}`),
          })}
        </Alert>
      ) : null}
      {session && loaded ? (
        // Keyed by the document: a reopened book (see useLabBookSession) binds every editor afresh.
        <LabBookContent
          key={session.doc.guid}
          doc={session.doc}
          provider={session.provider}
          user={user}
          editable={editable}
          book={{ lbIdx: detail.lbIdx, groupIdx: detail.groupIdx, memberName: user.name }}
        />
      ) : (
        <ContentSkeleton />
      )}
      <AttachmentsPanel detail={detail} editable={editable} />
      <MemoSection lbIdx={detail.lbIdx} editable={editable} user={user} />
    </Stack>
  );
}
