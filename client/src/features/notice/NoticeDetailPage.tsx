import { Badge, Text } from "@mantine/core";
import { formatDateTime, noticePaths } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { CommunityPostPage } from "../../components/community/CommunityPostPage";
import { paths } from "../../paths";
import { useGroups } from "../groups/queries";
import { NoticeForm } from "./NoticeForm";
import { useDeleteNotice, useNotice } from "./queries";
import { namedMember } from "../../lib/memberName";

/** /notice/{noticeIdx} and /notice/experimentComment/{noticeIdx}/{lcmIdx} (its thread in view). */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const groups = useGroups();
  const remove = useDeleteNotice();
  return (
    <CommunityPostPage
      kind="notice"
      idxParamName="noticeIdx"
      listPath={paths.notice()}
      useItem={useNotice}
      idxOf={(notice) => notice.noticeIdx}
      remove={(noticeIdx) => remove.mutateAsync(noticeIdx)}
      feeds={(notice) =>
        notice.groupIdx === null ? (groups.data ?? []).map((group) => group.groupIdx) : [notice.groupIdx]
      }
      meta={(notice) => (
        <>
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
            {namedMember(notice.writer)} · {formatDateTime(notice.writeDate)}
            {notice.editDate ? ` (${t("community.common.edited")})` : ""}
            {notice.showUntil ? ` · ${t("community.notice.showUntil")} ${notice.showUntil}` : ""}
          </Text>
        </>
      )}
      uploadPath={noticePaths.attachments}
      filePath={noticePaths.attachment}
      canDeleteFiles={(notice) => notice.can.delete}
      mentionHref={(notice) =>
        notice.groupIdx === null ? paths.notice() : paths.groups({ groupIdx: notice.groupIdx })
      }
      editForm={(notice, close, saved) => (
        <NoticeForm
          notice={notice}
          canWrite={{ installation: false, groups: [] }}
          maxBytes={notice.maxBytes}
          onClose={close}
          onSaved={saved}
        />
      )}
    />
  );
}
