import { Badge, Paper, Stack, Table, Text } from "@mantine/core";
import { can, formatDate, formatDateTime, type MemberSummary } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { tableStyles } from "../../../components/noShrink";
import { noShrink } from "../../../components/noShrink";
import { useSubject } from "../../../session/subject";
import { RoleSelect } from "./RoleSelect";
import { UserActions } from "./UserActions";

interface UsersTableProps {
  members: MemberSummary[];
  /** Administrators change roles and accounts; group managers only look. */
  administrator: boolean;
}

export function UsersTable({ members, administrator }: UsersTableProps) {
  const { t } = useTranslation();
  const subject = useSubject();
  const none = t("common.none");
  return (
    <Paper withBorder>
      <Table.ScrollContainer type="native" minWidth={680}>
        <Table
          styles={tableStyles}
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          data-testid="users-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("users.name")}</Table.Th>
              <Table.Th>{t("users.role")}</Table.Th>
              <Table.Th>{t("users.status")}</Table.Th>
              <Table.Th>{t("users.lastLogin")}</Table.Th>
              {administrator ? <Table.Th w={56} aria-label={t("users.actions")} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => {
              const target = { target: { memberIdx: member.memberIdx, role: member.role } };
              const isSelf = member.memberIdx === subject.memberIdx;
              return (
                <Table.Tr key={member.memberIdx} data-testid={`user-row-${member.memberIdx}`}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text fw={600}>
                        {member.name}
                        {isSelf ? (
                          <Text span c="dimmed" size="sm">
                            {" "}
                            ({t("users.you")})
                          </Text>
                        ) : null}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {member.memberId}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                        {member.email}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <RoleSelect member={member} editable={administrator} />
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      style={noShrink}
                      variant="dot"
                      color={member.active ? "teal" : "red"}
                      data-testid={`user-status-${member.memberIdx}`}
                    >
                      {t(member.active ? "users.active" : "users.inactive")}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm" title={`${t("users.registeredAt")} ${formatDate(member.registeredAt)}`}>
                      {formatDateTime(member.lastLoginDateTime) || none}
                    </Text>
                  </Table.Td>
                  {administrator ? (
                    <Table.Td>
                      <UserActions
                        member={member}
                        canReset={can(subject, "member.resetPassword", target)}
                        canSetActive={can(subject, "member.setActive", target)}
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
