import { Badge, Group as Row, Skeleton, Stack, Table, Text } from "@mantine/core";
import { can, formatDate, type Group, type GroupMember } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { tableStyles } from "../../../components/noShrink";
import { noShrink } from "../../../components/noShrink";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconCrown, IconUsers } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { useRoleLabel } from "../../../hooks/useRoleLabel";
import { useSubject } from "../../../session/subject";
import { SectionCard } from "../../../components/SectionCard";
import { standingIn, useGroupMembers } from "../queries";
import { GroupMemberActions } from "./GroupMemberActions";

/** The group's members with their role and manager badge; managers get a menu per row. */
export function GroupMembers({ group }: { group: Group }) {
  const { t } = useTranslation();
  const subject = useSubject();
  const roleLabel = useRoleLabel();
  const members = useGroupMembers(group.groupIdx);
  /** What decide needs about a row: my standing in the group, and the member the row is about. */
  const factsFor = (member: GroupMember) =>
    ({
      group: standingIn(group),
      target: { memberIdx: member.memberIdx, role: member.role, groupStanding: member.manager ? "manager" : "member" },
    }) as const;

  let body;
  if (members.isPending) body = <Skeleton height={160} data-testid="group-members-loading" />;
  else if (members.isError) body = <QueryError error={members.error} onRetry={() => void members.refetch()} />;
  else if (members.data.length === 0)
    body = (
      <EmptyPanel bare icon={<IconUsers size={26} />} title={t("groups.noMembers")} testId="group-members-empty" />
    );
  else
    body = (
      <Table.ScrollContainer type="native" minWidth={700}>
        <Table styles={tableStyles} verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("groups.memberName")}</Table.Th>
              <Table.Th>{t("groups.memberRole")}</Table.Th>
              <Table.Th>{t("groups.memberId")}</Table.Th>
              <Table.Th>{t("groups.email")}</Table.Th>
              <Table.Th>{t("groups.joinedAt")}</Table.Th>
              <Table.Th w={56} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.map((member) => {
              const isSelf = member.memberIdx === subject.memberIdx;
              const facts = factsFor(member);
              return (
                <Table.Tr key={member.memberIdx} data-testid={`group-member-${member.memberIdx}`}>
                  <Table.Td>
                    <Row gap="xs" wrap="nowrap">
                      <Stack gap={0}>
                        <Text fw={600}>{member.name}</Text>
                        {isSelf ? (
                          <Text size="xs" c="dimmed">
                            {t("common.you")}
                          </Text>
                        ) : null}
                      </Stack>
                      {member.manager ? (
                        <Badge
                          style={noShrink}
                          variant="light"
                          color="grape"
                          leftSection={<IconCrown size={12} />}
                          data-testid={`group-member-manager-${member.memberIdx}`}
                        >
                          {t("groups.managerBadge")}
                        </Badge>
                      ) : null}
                    </Row>
                  </Table.Td>
                  <Table.Td data-testid={`group-member-role-${member.memberIdx}`}>{roleLabel(member.role)}</Table.Td>
                  <Table.Td>{member.memberId}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{member.email}</Table.Td>
                  <Table.Td>{formatDate(member.joinedAt)}</Table.Td>
                  <Table.Td>
                    <GroupMemberActions
                      groupIdx={group.groupIdx}
                      groupName={group.groupName}
                      member={member}
                      isSelf={isSelf}
                      canAppoint={can(subject, "group.appointManager", facts)}
                      canRemove={can(subject, "group.removeMember", facts)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <SectionCard title={t("groups.membersTitle")} testId="group-members">
      {body}
    </SectionCard>
  );
}
