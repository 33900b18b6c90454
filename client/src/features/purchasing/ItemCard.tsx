import { ActionIcon, Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconTrash } from "../../components/icons";

/**
 * One numbered item of a quotation request or an order being written: its number, a remove button
 * while there is more than one, and its fields.
 */
export function ItemCard({
  index,
  removable,
  onRemove,
  testId,
  children,
}: {
  index: number;
  removable: boolean;
  onRemove: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          #{index + 1}
        </Text>
        {removable ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("purchasing.compose.removeItem", { number: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
