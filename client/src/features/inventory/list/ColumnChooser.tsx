import { ActionIcon, Button, Checkbox, Popover, SimpleGrid, Stack, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IconColumns } from "../icons";
import { columnKeys, type ColumnKey } from "./columns";

interface ColumnChooserProps {
  columns: readonly ColumnKey[];
  onChange: (next: ColumnKey[]) => void;
  onReset: () => void;
}

/** Which columns the table shows; the choice is remembered in this browser. */
export function ColumnChooser({ columns, onChange, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Tooltip label={t("inventory.columns.title")} withArrow>
          <ActionIcon
            variant="default"
            size={42}
            aria-label={t("inventory.columns.title")}
            data-testid="column-chooser"
          >
            <IconColumns size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="column-chooser-menu">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t("inventory.columns.title")}
          </Text>
          <Checkbox.Group value={[...columns]} onChange={(next) => onChange(next as ColumnKey[])}>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              {columnKeys.map((key) => (
                <Checkbox
                  key={key}
                  value={key}
                  size="sm"
                  label={t(`inventory.fields.${key}`)}
                  data-testid={`column-${key}`}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Button variant="subtle" size="xs" onClick={onReset} data-testid="column-reset">
            {t("inventory.columns.reset")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
