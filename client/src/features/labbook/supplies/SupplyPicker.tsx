import { ActionIcon, Loader, Popover, ScrollArea, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { formatNumber, type Material } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { useSubject } from "../../../session/subject";
import { useGroups } from "../../groups/queries";
import { useMaterialList } from "../../material/queries";
import { pickerReach } from "../stoichiometry/pickerReach";

interface SupplyPickerProps {
  groupIdx: number;
  /** Row number, for the button's label. */
  row: number;
  onPick: (supply: Material) => void;
}

/**
 * Searches the book's group supplies as you type; picking one links the row. Who does not read
 * that group's supplies (a MoA partner) is told so instead, as by the reagent picker.
 */
export function SupplyPicker({ groupIdx, row, onPick }: SupplyPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [q, setQ] = useState("");
  const [settled] = useDebouncedValue(q.trim(), 250);
  const groups = useGroups();
  const reach = pickerReach(useSubject(), groupIdx, groups.data);
  const list = useMaterialList(
    opened && settled !== "" && reach === "search" ? { groupIdx, q: settled, page: 1, size: 8 } : null,
  );
  const items = settled ? (list.data?.items ?? []) : [];

  const pick = (supply: Material) => {
    onPick(supply);
    setOpened(false);
    setQ("");
  };

  let results;
  if (!settled)
    results = (
      <Text size="sm" c="dimmed">
        {t("supplies.picker.hint")}
      </Text>
    );
  else if (list.isError)
    results = (
      <Text size="sm" c="red">
        {errorMessage(list.error)}
      </Text>
    );
  else if (list.isPending)
    results = (
      <Text size="sm" c="dimmed">
        {t("supplies.picker.searching")}
      </Text>
    );
  else if (items.length === 0)
    results = (
      <Text size="sm" c="dimmed" data-testid="supply-picker-empty">
        {t("supplies.picker.empty")}
      </Text>
    );
  else
    results = (
      <ScrollArea.Autosize mah={300}>
        <Stack gap={2}>
          {items.map((supply) => (
            <UnstyledButton
              key={supply.materialIdx}
              onClick={() => pick(supply)}
              p={6}
              style={{ borderRadius: 4 }}
              className="stoich-picker-item"
              data-testid="supply-picker-item"
            >
              <Text size="sm" fw={600} lineClamp={1}>
                {supply.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[supply.spec, supply.serialNo, t("supplies.picker.left", { quantity: formatNumber(supply.quantity) })]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={340}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size={32}
          onClick={() => setOpened((o) => !o)}
          aria-label={t("supplies.picker.openRow", { row })}
          title={t("supplies.picker.open")}
          data-testid="supply-picker-open"
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="supply-picker">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t("supplies.picker.title")}
          </Text>
          {reach === "notLinked" ? (
            <Text size="sm" c="dimmed" data-testid="supply-picker-not-linked">
              {t("supplies.picker.notLinked")}
            </Text>
          ) : (
            <>
              <TextInput
                value={q}
                onChange={(event) => setQ(event.currentTarget.value)}
                placeholder={t("supplies.picker.search")}
                aria-label={t("supplies.picker.search")}
                maxLength={100}
                data-autofocus
                rightSection={list.isFetching ? <Loader size="xs" /> : null}
                data-testid="supply-picker-search"
              />
              {results}
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
