import { Anchor, Badge, Paper, Table, Text } from "@mantine/core";
import type { Project } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { tableStyles } from "../../../components/noShrink";
import { noShrink } from "../../../components/noShrink";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../../paths";
import { LevelBadge } from "./LevelBadge";

/** Projects with group, my level, counts and status; a row opens the project. */
export function ProjectTable({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper withBorder>
      <Table.ScrollContainer type="native" minWidth={640}>
        <Table
          styles={tableStyles}
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-label={t("projects.listLabel")}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("projects.columnName")}</Table.Th>
              <Table.Th>{t("projects.columnGroup")}</Table.Th>
              <Table.Th>{t("projects.myLevel")}</Table.Th>
              <Table.Th ta="right">{t("projects.memberCount")}</Table.Th>
              <Table.Th ta="right">{t("projects.labBookCount")}</Table.Th>
              <Table.Th>{t("projects.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.map((project) => {
              const to = paths.projects({ projectIdx: project.projectIdx });
              return (
                <Table.Tr
                  key={project.projectIdx}
                  data-testid={`project-row-${project.projectIdx}`}
                  onClick={() => navigate(to)}
                  style={{ cursor: "pointer" }}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={to}
                      fw={600}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={t("projects.open", { name: project.name })}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {project.name}
                    </Anchor>
                    {project.moa ? (
                      <Badge ml="xs" size="sm" color="grape" variant="light" style={noShrink}>
                        {t("books.project.moaBadge")}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{project.groupName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <LevelBadge level={project.myLevel} />
                  </Table.Td>
                  <Table.Td ta="right">{project.memberCount}</Table.Td>
                  <Table.Td ta="right">{project.labBookCount}</Table.Td>
                  <Table.Td>
                    <Badge style={noShrink} variant="dot" color={project.archived ? "gray" : "teal"}>
                      {t(project.archived ? "projects.archived" : "projects.active")}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
