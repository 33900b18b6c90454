import { Anchor, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { formatDateTime, noticePaths } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { FilesSection } from "../../components/community/FilesSection";
import { LiveCommunity } from "../../components/community/LiveCommunity";
import { SubjectComments } from "../../components/community/SubjectComments";
import { confirmDelete, showFailureDialog, showToast } from "../../components/dialogs";
import { IconArrowLeft } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { RichTextView } from "../../components/richtext/RichTextView";
import { errorMessage } from "../../lib/errorMessage";
import { idxParam } from "../../lib/searchParams";
import { paths } from "../../paths";
import { useGroups } from "../groups/queries";
import { NoticeForm } from "./NoticeForm";
import { useDeleteNotice, useNotice } from "./queries";

/** /notice/{noticeIdx} and /notice/experimentComment/{noticeIdx}/{lcmIdx} (its thread in view). */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const noticeIdx = idxParam(params.noticeIdx ?? null) ?? 0;
  const wanted = idxParam(params.lcmIdx ?? null);
  const query = useNotice(noticeIdx);
  const groups = useGroups();
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState(false);
  const notice = query.data;

  const onDelete = async () => {
    if (!notice || !(await confirmDelete(t("community.notice.deleteConfirm")))) return;
    try {
      await remove.mutateAsync(notice.noticeIdx);
      showToast(t("community.notice.deleted"));
      void navigate(paths.notice());
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
  };

  const back = (
    <Anchor component={Link} to={paths.notice()} size="sm" data-testid="notice-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} />
        {t("community.common.back")}
      </Group>
    </Anchor>
  );
  if (query.isPending) return <Skeleton height={300} radius="md" />;
  if (!notice)
    return (
      <Stack>
        {back}
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );

  const feeds = notice.groupIdx === null ? (groups.data ?? []).map((group) => group.groupIdx) : [notice.groupIdx];
  return (
    <Stack gap="lg" maw={960}>
      {back}
      <LiveCommunity groupIdxs={feeds} />
      <PageHeader
        title={notice.title}
        actions={
          <>
            {notice.can.edit ? (
              <Button variant="default" onClick={() => setEditing(true)} data-testid="notice-edit">
                {t("community.common.edit")}
              </Button>
            ) : null}
            {notice.can.delete ? (
              <Button variant="light" color="red" onClick={() => void onDelete()} data-testid="notice-delete">
                {t("community.common.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      <Group gap="xs" wrap="wrap" mt={-16}>
        {notice.pinned ? (
          <Badge color="orange" variant="light">
            {t("community.notice.pinned")}
          </Badge>
        ) : null}
        <Badge variant="outline" color={notice.groupIdx === null ? "blue" : "gray"}>
          {notice.groupName ?? t("community.notice.installation")}
        </Badge>
        {notice.expired ? <Badge variant="outline">{t("community.notice.expired")}</Badge> : null}
        <Text size="sm" c="dimmed">
          {notice.writer.name} · {formatDateTime(notice.writeDate)}
          {notice.editDate ? ` (${t("community.common.edited")})` : ""}
          {notice.showUntil ? ` · ${t("community.notice.showUntil")} ${notice.showUntil}` : ""}
        </Text>
      </Group>
      <Paper withBorder p="md" radius="md">
        <RichTextView doc={notice.content} testId="notice-content-view" />
      </Paper>
      <FilesSection
        attachments={notice.attachments}
        maxBytes={notice.maxBytes}
        uploadPath={notice.can.edit ? noticePaths.attachments(notice.noticeIdx) : undefined}
        filePath={(attachmentIdx) => noticePaths.attachment(notice.noticeIdx, attachmentIdx)}
        canDelete={notice.can.delete}
      />
      <Divider />
      <SubjectComments
        kind="notice"
        idx={notice.noticeIdx}
        wanted={wanted}
        mentionHref={() => (notice.groupIdx === null ? paths.notice() : paths.groups({ groupIdx: notice.groupIdx }))}
      />
      {editing ? (
        <NoticeForm
          notice={notice}
          canWrite={{ installation: false, groups: [] }}
          maxBytes={notice.maxBytes}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            showToast(t("community.notice.saved"));
          }}
        />
      ) : null}
    </Stack>
  );
}
