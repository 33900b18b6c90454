import { Button, Table } from "@mantine/core";
import { can, type ProjectDetail } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { tableStyles } from "../../../components/noShrink";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconUserPlus, IconUsers } from "../../../components/icons";
import { SectionCard } from "../../../components/SectionCard";
import { useSubject } from "../../../session/subject";
import { useProjectFacts } from "../permissions";
import { AddProjectMemberModal } from "./AddProjectMemberModal";
import { ProjectMemberRow } from "./ProjectMemberRow";

export function ProjectMembers({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const subject = useSubject();
  const facts = useProjectFacts(project);
  const canManage = can(subject, "project.manage", facts);
  const [adding, setAdding] = useState(false);

  return (
    <SectionCard
      title={t("projects.membersTitle")}
      testId="project-members"
      actions={
        canManage ? (
          <Button
            variant="light"
            leftSection={<IconUserPlus size={18} />}
            onClick={() => setAdding(true)}
            data-testid="project-add-member"
          >
            {t("projects.addMember")}
          </Button>
        ) : null
      }
    >
      {project.members.length === 0 ? (
        <EmptyPanel bare icon={<IconUsers size={26} />} title={t("groups.noMembers")} testId="project-members-empty" />
      ) : (
        <Table.ScrollContainer type="native" minWidth={520}>
          <Table styles={tableStyles} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("groups.memberName")}</Table.Th>
                <Table.Th>{t("groups.memberId")}</Table.Th>
                <Table.Th>{t("projects.level")}</Table.Th>
                <Table.Th w={56} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {project.members.map((member) => (
                <ProjectMemberRow
                  key={member.memberIdx}
                  projectIdx={project.projectIdx}
                  projectName={project.name}
                  member={member}
                  isSelf={member.memberIdx === subject.memberIdx}
                  canManage={canManage}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {adding ? <AddProjectMemberModal project={project} onClose={() => setAdding(false)} /> : null}
    </SectionCard>
  );
}
