import { Anchor, Group as Row, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { SectionCard } from "../../../components/SectionCard";
import { paths } from "../../../paths";
import { GroupRoleBadge } from "../../groups/components/GroupRoleBadge";

export function DashboardGroups({ groups }: { groups: Group[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t("dashboard.groupsTitle")}
      testId="dashboard-groups"
      actions={
        <Anchor component={Link} to={paths.groups()} size="sm" fw={600}>
          {t("dashboard.viewAll")}
        </Anchor>
      }
    >
      <Stack gap="xs">
        {groups.map((group) => (
          <UnstyledButton
            key={group.groupIdx}
            component={Link}
            to={paths.groups({ groupIdx: group.groupIdx })}
            p="sm"
            style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
            data-testid={`dashboard-group-${group.groupIdx}`}
          >
            <Row justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {group.groupName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("groups.memberCount")} {group.memberCount} · {t("groups.projectCount")} {group.projectCount} ·{" "}
                  {t("groups.labBookCount")} {group.labBookCount}
                </Text>
              </Stack>
              <GroupRoleBadge myRole={group.myRole} />
            </Row>
          </UnstyledButton>
        ))}
      </Stack>
    </SectionCard>
  );
}
