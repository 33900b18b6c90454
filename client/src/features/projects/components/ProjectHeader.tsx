import { Badge, Button, Group as Row, Paper, Stack, Text, Title } from "@mantine/core";
import { can, formatDate, type ProjectDetail } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../../components/noShrink";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { IconArchive, IconPencil, IconRefresh } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";
import { errorMessage } from "../../../lib/errorMessage";
import { useSubject } from "../../../session/subject";
import { ProjectExportButton } from "../../history/ProjectExportButton";
import { useProjectFacts } from "../permissions";
import { useUpdateProject } from "../queries";
import { LevelBadge } from "./LevelBadge";
import { RenameProjectModal } from "./RenameProjectModal";

export function ProjectHeader({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const subject = useSubject();
  const facts = useProjectFacts(project);
  const update = useUpdateProject(project.projectIdx);
  const [renaming, setRenaming] = useState(false);
  useDocumentTitle(project.name);

  const toggleArchive = async () => {
    if (!project.archived) {
      const confirmed = await confirmAction({
        testId: "project-archive-dialog",
        title: t("projects.archiveTitle"),
        message: t("projects.archiveMessage"),
        confirmLabel: t("projects.archive"),
        danger: true,
      });
      if (!confirmed) return;
    }
    update.mutate(
      { archived: !project.archived },
      {
        onSuccess: () => showToast(t(project.archived ? "projects.restored" : "projects.archivedDone")),
        onError: (error) => void showFailureDialog(errorMessage(error)),
      },
    );
  };

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Row justify="space-between" align="center" gap="md">
        <Stack gap={6}>
          <Row gap="sm">
            <Title order={2} data-testid="page-title" style={{ overflowWrap: "anywhere" }}>
              {project.name}
            </Title>
            <LevelBadge level={project.myLevel} testId="project-my-level" />
            {project.moa ? (
              <Badge style={noShrink} color="grape" variant="light" data-testid="project-moa-badge">
                {t("books.project.moaBadge")}
              </Badge>
            ) : null}
            {project.archived ? (
              <Badge style={noShrink} variant="dot" color="gray" data-testid="project-archived-badge">
                {t("projects.archived")}
              </Badge>
            ) : null}
          </Row>
          <Text size="sm" c="dimmed">
            {t("projects.inGroup", { name: project.groupName })} ·{" "}
            {t("projects.createdAt", { date: formatDate(project.createdAt) })}
          </Text>
          {project.moa && project.partner !== null ? (
            <Text size="sm" data-testid="project-partner">
              {t("books.project.partnerLine", { partner: project.partner })}
            </Text>
          ) : null}
        </Stack>
        <Row gap="sm">
          {can(subject, "project.view", facts) ? <ProjectExportButton projectIdx={project.projectIdx} /> : null}
          {can(subject, "project.manage", facts) ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={18} />}
              onClick={() => setRenaming(true)}
              data-testid="project-rename"
            >
              {t("projects.rename")}
            </Button>
          ) : null}
          {can(subject, "project.archive", facts) ? (
            <Button
              variant={project.archived ? "light" : "outline"}
              color={project.archived ? undefined : "gray"}
              leftSection={project.archived ? <IconRefresh size={18} /> : <IconArchive size={18} />}
              loading={update.isPending}
              onClick={() => void toggleArchive()}
              data-testid={project.archived ? "project-unarchive" : "project-archive"}
            >
              {t(project.archived ? "projects.unarchive" : "projects.archive")}
            </Button>
          ) : null}
        </Row>
      </Row>
      {renaming ? <RenameProjectModal project={project} onClose={() => setRenaming(false)} /> : null}
    </Paper>
  );
}
