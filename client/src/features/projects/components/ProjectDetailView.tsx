import { Alert, Button, Group as Row, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconArchive, IconArrowLeft } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { isNotFound } from "../../../lib/errorMessage";
import { paths } from "../../../paths";
import { NotFoundPage } from "../../errors/components/NotFoundPage";
import { useProject } from "../queries";
import { ProjectHeader } from "./ProjectHeader";
import { ProjectLabBooks } from "./ProjectLabBooks";
import { ProjectMembers } from "./ProjectMembers";
import { MoaInvitePanel } from "./MoaInvitePanel";

function BackLink() {
  const { t } = useTranslation();
  return (
    <Row>
      <Button
        component={Link}
        to={paths.projects()}
        variant="subtle"
        leftSection={<IconArrowLeft size={18} />}
        px="xs"
        data-testid="project-back"
      >
        {t("projects.back")}
      </Button>
    </Row>
  );
}

function LoadedProject({ projectIdx }: { projectIdx: number }) {
  const { t } = useTranslation();
  const project = useProject(projectIdx);
  if (project.isPending) return <Skeleton height={320} data-testid="project-loading" />;
  if (project.isError) {
    // Missing and not visible look the same (the api never says which).
    if (isNotFound(project.error)) return <NotFoundPage embedded />;
    return <QueryError error={project.error} onRetry={() => void project.refetch()} />;
  }
  const detail = project.data;
  return (
    <Stack gap="lg" data-testid="project-detail">
      <ProjectHeader project={detail} />
      {detail.archived ? (
        <Alert variant="light" color="gray" icon={<IconArchive />} data-testid="project-archived-notice">
          {t("projects.archivedNotice")}
        </Alert>
      ) : null}
      {detail.invite !== null ? <MoaInvitePanel project={detail} /> : null}
      <ProjectMembers project={detail} />
      <ProjectLabBooks project={detail} />
    </Stack>
  );
}

/** One project: header (rename, archive), members and their levels, lab books. */
export function ProjectDetailView({ projectIdx }: { projectIdx: number | null }) {
  if (projectIdx === null) return <NotFoundPage embedded />;
  return (
    <Stack gap="sm">
      <BackLink />
      <LoadedProject projectIdx={projectIdx} />
    </Stack>
  );
}
