import { Group, Select, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../icons";

interface CommunityListControlsProps {
  /** Prefix of the data-testids (`<kind>-search`, `<kind>-group-filter`). */
  kind: "notice" | "board";
  search: string;
  onSearch: (value: string) => void;
  groups: readonly { groupIdx: number; groupName: string }[];
  groupIdx: number | null;
  onGroup: (groupIdx: number | null) => void;
  groupFilterWidth: string;
  /** Further filters after the group one (the board's category). */
  children?: ReactNode;
}

/** The search box and group filter above the notice and board lists. */
export function CommunityListControls(props: CommunityListControlsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <TextInput
        leftSection={<IconSearch />}
        placeholder={t("community.common.search")}
        aria-label={t("community.common.search")}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        style={{ flex: "1 1 16rem" }}
        data-testid={`${props.kind}-search`}
      />
      <Select
        aria-label={t("community.common.group")}
        data={[
          { value: "", label: t("community.common.allGroups") },
          ...props.groups.map((group) => ({ value: String(group.groupIdx), label: group.groupName })),
        ]}
        value={props.groupIdx === null ? "" : String(props.groupIdx)}
        onChange={(value) => props.onGroup(value ? Number(value) : null)}
        allowDeselect={false}
        style={{ flex: `0 1 ${props.groupFilterWidth}` }}
        data-testid={`${props.kind}-group-filter`}
      />
      {props.children}
    </Group>
  );
}
