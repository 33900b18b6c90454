import { Button, Paper, Skeleton, SimpleGrid, Stack, Text } from "@mantine/core";
import { can, type Group } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconLogin, IconPlus, IconUsers } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { idxParam } from "../../../lib/searchParams";
import { useSubject } from "../../../session/subject";
import { useGroups } from "../queries";
import { CreateGroupModal } from "./CreateGroupModal";
import { openedDialog } from "./groupsDialog";
import { GroupList } from "./GroupList";
import { GroupPanel } from "./GroupPanel";
import { JoinGroupModal } from "./JoinGroupModal";

/**
 * /myLab/groups: my groups, and the selected one (`?groupIdx=`) below them. `?join=CODE` (an
 * invitation opened by a signed-in member) opens the join dialog with the code filled in; `?create=1`
 * (the dashboard's "Create a group") opens the create dialog.
 */
export function GroupsPage() {
  const { t } = useTranslation();
  const subject = useSubject();
  const groups = useGroups();
  const [params, setParams] = useSearchParams();
  const mayCreate = can(subject, "group.create");
  const [dialog, setDialog] = useState<"create" | "join" | null>(() => openedDialog(params, mayCreate));
  const inviteCode = params.get("join");

  const list = groups.data ?? [];
  const onlyGroup = list.length === 1 ? list[0] : undefined;
  const selectedIdx = idxParam(params.get("groupIdx")) ?? onlyGroup?.groupIdx ?? null;

  const select = (groupIdx: number | null) =>
    setParams(groupIdx === null ? {} : { groupIdx: String(groupIdx) }, { replace: groupIdx === null });
  const opened = (group: Group) => select(group.groupIdx);
  const closeDialog = () => {
    setDialog(null);
    if (inviteCode !== null || params.has("create")) {
      const next = new URLSearchParams(params);
      next.delete("join");
      next.delete("create");
      setParams(next, { replace: true });
    }
  };

  const actions = (
    <>
      <Button
        variant="default"
        leftSection={<IconLogin size={18} />}
        onClick={() => setDialog("join")}
        data-testid="group-join-open"
      >
        {t("groups.join")}
      </Button>
      {mayCreate ? (
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog("create")} data-testid="group-create">
          {t("groups.create")}
        </Button>
      ) : null}
    </>
  );

  const isEmpty = groups.isSuccess && list.length === 0;
  let content;
  if (groups.isPending)
    content = (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} data-testid="groups-loading">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </SimpleGrid>
    );
  else if (groups.isError) content = <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;
  else if (list.length === 0)
    content = (
      <EmptyPanel
        icon={<IconUsers size={30} />}
        title={t("groups.emptyTitle")}
        description={t(mayCreate ? "groups.emptyDescriptionCreator" : "groups.emptyDescription")}
        actions={actions}
        testId="groups-empty"
      />
    );
  else
    content = (
      <Stack gap="lg">
        <GroupList groups={list} selectedIdx={selectedIdx} onSelect={select} />
        {selectedIdx === null ? (
          <Paper withBorder p="lg">
            <Text c="dimmed" ta="center" data-testid="group-select-prompt">
              {t("groups.selectPrompt")}
            </Text>
          </Paper>
        ) : (
          <GroupPanel key={selectedIdx} groupIdx={selectedIdx} onLeft={() => select(null)} />
        )}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title={t("groups.title")}
        description={t("groups.description")}
        actions={isEmpty ? undefined : actions}
      />
      <div data-testid="groups-page">{content}</div>
      {dialog === "create" ? <CreateGroupModal onClose={closeDialog} onCreated={opened} /> : null}
      {dialog === "join" || inviteCode !== null ? (
        <JoinGroupModal initialCode={inviteCode ?? ""} onClose={closeDialog} onJoined={opened} />
      ) : null}
    </>
  );
}
