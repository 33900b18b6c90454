import { Group as Row, Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { GroupRoleBadge } from "./GroupRoleBadge";

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} align="flex-start">
      <Text fw={700} fz="lg" lh={1.2} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

interface GroupListProps {
  groups: Group[];
  selectedIdx: number | null;
  onSelect: (groupIdx: number) => void;
}

/** My groups as cards: name, my role and the counts; the selected one is outlined. */
export function GroupList({ groups, selectedIdx, onSelect }: GroupListProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-label={t("groups.listLabel")} role="list">
      {groups.map((group) => {
        const selected = group.groupIdx === selectedIdx;
        return (
          <Paper
            key={group.groupIdx}
            withBorder
            role="listitem"
            style={{
              borderColor: selected ? "var(--mantine-color-lab-6)" : undefined,
              boxShadow: selected ? "0 0 0 1px var(--mantine-color-lab-6)" : undefined,
            }}
          >
            <UnstyledButton
              onClick={() => onSelect(group.groupIdx)}
              aria-pressed={selected}
              p="md"
              w="100%"
              data-testid={`group-row-${group.groupIdx}`}
            >
              <Stack gap="sm">
                <Row justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={650} fz="lg" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                    {group.groupName}
                  </Text>
                  <GroupRoleBadge myRole={group.myRole} />
                </Row>
                <Row gap="xl">
                  <Count label={t("groups.memberCount")} value={group.memberCount} testId="group-member-count" />
                  <Count label={t("groups.projectCount")} value={group.projectCount} testId="group-project-count" />
                  <Count label={t("groups.labBookCount")} value={group.labBookCount} testId="group-labbook-count" />
                </Row>
              </Stack>
            </UnstyledButton>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
