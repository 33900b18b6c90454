import { Anchor, Badge, Group as Row, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Project } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../../components/noShrink";
import { Link } from "react-router-dom";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconFolder } from "../../../components/icons";
import { SectionCard } from "../../../components/SectionCard";
import { paths } from "../../../paths";
import { LevelBadge } from "../../projects/components/LevelBadge";

export function DashboardProjects({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t("dashboard.projectsTitle")}
      testId="dashboard-projects"
      actions={
        <Anchor component={Link} to={paths.projects()} size="sm" fw={600}>
          {t("dashboard.viewAll")}
        </Anchor>
      }
    >
      {projects.length === 0 ? (
        <EmptyPanel
          bare
          icon={<IconFolder size={24} />}
          title={t("dashboard.noProjects")}
          testId="dashboard-projects-empty"
        />
      ) : (
        <Stack gap="xs">
          {projects.map((project) => (
            <UnstyledButton
              key={project.projectIdx}
              component={Link}
              to={paths.projects({ projectIdx: project.projectIdx })}
              p="sm"
              style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
              data-testid={`dashboard-project-${project.projectIdx}`}
            >
              <Row justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2}>
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {project.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {project.groupName} · {t("projects.labBookCount")} {project.labBookCount}
                  </Text>
                </Stack>
                <Row gap={6} wrap="nowrap">
                  {project.archived ? (
                    <Badge style={noShrink} variant="dot" color="gray">
                      {t("projects.archived")}
                    </Badge>
                  ) : null}
                  <LevelBadge level={project.myLevel} />
                </Row>
              </Row>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
