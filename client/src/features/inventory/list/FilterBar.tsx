import { Button, Group, SegmentedControl, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IconStar } from "../icons";
import { inventoryAlertFilters, type InventoryAlertFilter, type InventoryState, type ListFilters } from "../listParams";
import { useInventoryFacets } from "../queries";
import { keepEnterInField } from "../../../components/pickerKeys";

interface FilterBarProps {
  groupIdx: number;
  filters: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
}

const states: readonly InventoryState[] = ["active", "disused", "all"];

interface FacetSelectProps {
  label: string;
  options: string[] | undefined;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/** One of the values in use (from facets.do), or none for every value. */
function FacetSelect({ label, options, value, onChange, testId }: FacetSelectProps) {
  const data = options && value && !options.includes(value) ? [value, ...options] : (options ?? []);
  return (
    <Select
      size="md"
      placeholder={label}
      aria-label={label}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
      searchable
      clearable
      disabled={data.length === 0}
      w={{ base: "100%", xs: 180 }}
      comboboxProps={{ withinPortal: true }}
      onKeyDown={keepEnterInField()}
      data-testid={testId}
    />
  );
}

/** In use / disused / all, bookmarked only, inventory group, location, alert state. */
export function FilterBar({ groupIdx, filters, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  const facets = useInventoryFacets(groupIdx);
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        size="md"
        value={filters.state}
        onChange={(state) => onChange({ state: state as InventoryState })}
        data={states.map((state) => ({
          value: state,
          label: <span data-testid={`inventory-state-${state}`}>{t(`inventory.filters.${state}`)}</span>,
        }))}
        data-testid="inventory-state"
      />
      <Button
        variant={filters.bookmarked ? "light" : "default"}
        color={filters.bookmarked ? "yellow.8" : undefined}
        leftSection={<IconStar size={18} fill={filters.bookmarked ? "currentColor" : "none"} />}
        aria-pressed={filters.bookmarked}
        onClick={() => onChange({ bookmarked: !filters.bookmarked })}
        data-testid="inventory-bookmarked"
      >
        {t("inventory.filters.bookmarked")}
      </Button>
      <FacetSelect
        label={t("inventory.fields.inventoryGroup")}
        options={facets.data?.inventoryGroups}
        value={filters.inventoryGroup}
        onChange={(inventoryGroup) => onChange({ inventoryGroup })}
        testId="inventory-filter-group"
      />
      <FacetSelect
        label={t("inventory.fields.location")}
        options={facets.data?.locations}
        value={filters.location}
        onChange={(location) => onChange({ location })}
        testId="inventory-filter-location"
      />
      <Select
        size="md"
        placeholder={t("inventory.filters.alert")}
        aria-label={t("inventory.filters.alert")}
        data={inventoryAlertFilters.map((alert) => ({ value: alert, label: t(`inventory.filters.${alert}`) }))}
        value={filters.alert || null}
        onChange={(next) => onChange({ alert: (next ?? "") as InventoryAlertFilter | "" })}
        clearable
        w={{ base: "100%", xs: 220 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="inventory-filter-alert"
      />
    </Group>
  );
}
