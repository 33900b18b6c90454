import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import {
  proposalCategories,
  proposalLimits,
  proposalStatuses,
  type ProposalCategory,
  type ProposalStatus,
} from "@enote/shared";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../../components/icons";

export interface ProposalFilterValues {
  search: string;
  status: ProposalStatus | "";
  category: ProposalCategory | "";
}

export const noFilters: ProposalFilterValues = { search: "", status: "", category: "" };

interface ProposalFiltersProps {
  value: ProposalFilterValues;
  onChange: (value: ProposalFilterValues) => void;
}

/** Search, status and category: they wrap under each other on a narrow screen. */
export function ProposalFilters({ value, onChange }: ProposalFiltersProps) {
  const { t } = useTranslation();
  const filtered = value.search !== "" || value.status !== "" || value.category !== "";
  return (
    <Group align="flex-end" gap="sm" data-testid="proposal-filters">
      <TextInput
        label={t("proposals.search")}
        placeholder={t("proposals.searchPlaceholder")}
        leftSection={<IconSearch size={18} />}
        w={{ base: "100%", sm: 300 }}
        maxLength={proposalLimits.searchMax}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        data-testid="proposal-search"
      />
      <NativeSelect
        label={t("proposals.fields.status")}
        w={{ base: "100%", xs: 180 }}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.currentTarget.value as ProposalStatus | "" })}
        data={[
          { value: "", label: t("proposals.allStatuses") },
          ...proposalStatuses.map((s) => ({ value: s, label: t(`proposals.statuses.${s}`) })),
        ]}
        data-testid="proposal-status-filter"
      />
      <NativeSelect
        label={t("proposals.fields.category")}
        w={{ base: "100%", xs: 180 }}
        value={value.category}
        onChange={(event) => onChange({ ...value, category: event.currentTarget.value as ProposalCategory | "" })}
        data={[
          { value: "", label: t("proposals.allCategories") },
          ...proposalCategories.map((c) => ({ value: c, label: t(`proposals.categories.${c}`) })),
        ]}
        data-testid="proposal-category-filter"
      />
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange(noFilters)} data-testid="proposal-clear-filters">
          {t("proposals.clearFilters")}
        </Button>
      ) : null}
    </Group>
  );
}
