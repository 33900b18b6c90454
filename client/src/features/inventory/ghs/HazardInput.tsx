import { MultiSelect, Pill } from "@mantine/core";
import { hazardStatementCodes, hazardStatementText, isHazardStatement } from "@enote/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { keepEnterInField } from "../../../components/pickerKeys";

interface HazardInputProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * The GHS hazard statements to pick from, searchable by code or by words in the member's
 * language; picked ones show as their codes. A code saved before the list was enforced stays
 * visible (and marked) until it is removed.
 */
export function HazardInput({ value, onChange }: HazardInputProps) {
  const { t, i18n } = useTranslation();
  const unlisted = value.filter((code) => !isHazardStatement(code));
  const unlistedKey = unlisted.join(",");
  const data = useMemo(
    () => [
      ...(unlistedKey ? unlistedKey.split(",") : []).map((code) => ({ value: code, label: code })),
      ...hazardStatementCodes.map((code) => ({
        value: code,
        label: `${code} ${hazardStatementText(code, i18n.language) ?? ""}`,
      })),
    ],
    [i18n.language, unlistedKey],
  );
  return (
    <MultiSelect
      size="md"
      label={t("inventory.fields.hazardStatements")}
      description={t("inventory.hazardHint")}
      data={data}
      value={[...value]}
      onChange={onChange}
      searchable
      hidePickedOptions
      clearable
      maxValues={30}
      limit={40}
      nothingFoundMessage={t("inventory.hazardNothingFound")}
      renderPill={({ option, onRemove }) => (
        <Pill
          withRemoveButton
          onRemove={onRemove}
          title={hazardStatementText(String(option.value), i18n.language) ?? undefined}
          data-testid={`hazard-pick-${String(option.value)}`}
        >
          {String(option.value)}
        </Pill>
      )}
      error={unlisted.length ? t("validation.hazardStatement") : undefined}
      inputWrapperOrder={["label", "input", "description", "error"]}
      onKeyDown={keepEnterInField()}
      data-testid="inventory-hazards"
      errorProps={{ "data-testid": "inventory-hazards-error" }}
    />
  );
}
