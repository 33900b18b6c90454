import { Button, Group, Pagination, Skeleton, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { CommunityListControls } from "../../components/community/CommunityListControls";
import { LiveCommunity } from "../../components/community/LiveCommunity";
import { showToast } from "../../components/dialogs";
import { EmptyPanel } from "../../components/EmptyPanel";
import { IconMessages, IconPlus } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { paths } from "../../paths";
import { useGroups } from "../groups/queries";
import { NoticeForm } from "./NoticeForm";
import { NoticeItem } from "./NoticeItem";
import { useNotices } from "./queries";

/** /notice: the installation's and my groups' notices, pinned first, unread marked; search, filter, write. */
export function NoticeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useGroups();
  const [groupIdx, setGroupIdx] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const list = useNotices({ groupIdx, q, page });
  const canWrite = list.data?.canWrite;
  const mayWrite = canWrite !== undefined && (canWrite.installation || canWrite.groups.length > 0);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  let content;
  if (list.isPending) content = <Skeleton height={200} radius="md" />;
  else if (list.isError) content = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.notices.length === 0)
    content = (
      <EmptyPanel
        icon={<IconMessages />}
        title={t("community.notice.empty")}
        description={t(q ? "community.notice.emptySearch" : "community.notice.emptyDescription")}
        testId="notice-empty"
      />
    );
  else
    content = (
      <Stack gap="xs" data-testid="notice-list">
        {list.data.notices.map((notice) => (
          <NoticeItem key={notice.noticeIdx} notice={notice} />
        ))}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title={t("community.notice.title")}
        description={t("community.notice.description")}
        actions={
          mayWrite ? (
            <Button leftSection={<IconPlus />} onClick={() => setWriting(true)} data-testid="notice-create">
              {t("community.notice.create")}
            </Button>
          ) : null
        }
      />
      <LiveCommunity groupIdxs={(groups.data ?? []).map((group) => group.groupIdx)} />
      <CommunityListControls
        kind="notice"
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        groups={groups.data ?? []}
        groupIdx={groupIdx}
        onGroup={(value) => {
          setGroupIdx(value);
          setPage(1);
        }}
        groupFilterWidth="14rem"
      />
      {content}
      {writing && canWrite ? (
        <NoticeForm
          notice={null}
          canWrite={canWrite}
          maxBytes={null}
          onClose={() => setWriting(false)}
          onSaved={(notice) => {
            setWriting(false);
            showToast(t("community.notice.created"));
            void navigate(paths.noticeDetail(notice.noticeIdx));
          }}
        />
      ) : null}
    </>
  );
}
