import { Select } from "@mantine/core";
import type { Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { keepEnterInField } from "../../../components/pickerKeys";

interface GroupSelectProps {
  groups: Group[];
  value: number | null;
  onChange: (groupIdx: number) => void;
}

/** Which of the member's groups is shown; the last choice is remembered (useGroupChoice). */
export function GroupSelect({ groups, value, onChange }: GroupSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      size="md"
      aria-label={t("inventory.group")}
      data={groups.map((group) => ({ value: String(group.groupIdx), label: group.groupName }))}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      checkIconPosition="right"
      w={{ base: "100%", xs: 220 }}
      comboboxProps={{ withinPortal: true }}
      onKeyDown={keepEnterInField()}
      data-testid="group-select"
    />
  );
}
