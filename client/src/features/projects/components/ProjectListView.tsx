import { Button, Group as Row, NativeSelect, Skeleton, Stack } from "@mantine/core";
import { can, type Project } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconFolder, IconPlus, IconUsers } from "../../../components/icons";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { idxParam } from "../../../lib/searchParams";
import { paths } from "../../../paths";
import { useSubject } from "../../../session/subject";
import { standingIn, useGroups } from "../../groups/queries";
import { useProjects } from "../queries";
import { CreateProjectModal } from "./CreateProjectModal";
import { ProjectTable } from "./ProjectTable";
import { JoinMoaProjectModal } from "./JoinMoaProjectModal";

/** /myLab/projects: the list, filtered by group (`?groupIdx=`), and project creation. */
export function ProjectListView() {
  const { t } = useTranslation();
  const subject = useSubject();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const groupIdx = idxParam(params.get("groupIdx"));
  const groups = useGroups();
  const projects = useProjects(groupIdx);
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);

  const groupList = groups.data ?? [];
  const creatable = groupList.filter((group) => can(subject, "project.create", { group: standingIn(group) }));
  const noGroups = groups.isSuccess && groupList.length === 0;
  const opened = (project: Project) => navigate(paths.projects({ projectIdx: project.projectIdx }));
  const setFilter = (value: string) => setParams(value ? { groupIdx: value } : {}, { replace: true });

  const createButton = (
    <>
      <Button
        variant="default"
        leftSection={<IconUsers size={18} />}
        onClick={() => setJoining(true)}
        data-testid="moa-join-open"
      >
        {t("books.moa.join")}
      </Button>
      {creatable.length > 0 ? (
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="project-create">
          {t("projects.create")}
        </Button>
      ) : null}
    </>
  );

  let content;
  if (projects.isPending || groups.isPending) content = <Skeleton height={220} data-testid="projects-loading" />;
  else if (projects.isError) content = <QueryError error={projects.error} onRetry={() => void projects.refetch()} />;
  else if (noGroups && projects.data.length === 0) content = <NoMenuAccess noGroup testId="projects-no-group" />;
  else if (projects.data.length === 0)
    content = (
      <EmptyPanel
        icon={<IconFolder size={30} />}
        title={t("projects.emptyTitle")}
        description={t(
          groupIdx !== null
            ? "projects.emptyFiltered"
            : creatable.length > 0
              ? "projects.emptyDescriptionManager"
              : "projects.emptyDescription",
        )}
        testId="projects-empty"
      />
    );
  else content = <ProjectTable projects={projects.data} />;

  return (
    <>
      <PageHeader title={t("projects.title")} description={t("projects.description")} actions={createButton} />
      <Stack gap="md" data-testid="projects-page">
        {groupList.length > 0 ? (
          <Row>
            <NativeSelect
              label={t("projects.filterGroup")}
              w={{ base: "100%", xs: 280 }}
              value={groupIdx === null ? "" : String(groupIdx)}
              onChange={(event) => setFilter(event.currentTarget.value)}
              data={[
                { value: "", label: t("projects.allGroups") },
                ...groupList.map((group) => ({ value: String(group.groupIdx), label: group.groupName })),
              ]}
              data-testid="project-filter-group"
            />
          </Row>
        ) : null}
        {content}
      </Stack>
      {creating ? (
        <CreateProjectModal
          groups={creatable}
          initialGroupIdx={groupIdx}
          onClose={() => setCreating(false)}
          onCreated={opened}
        />
      ) : null}
      {joining ? <JoinMoaProjectModal onClose={() => setJoining(false)} /> : null}
    </>
  );
}
