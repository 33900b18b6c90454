import { Button, Collapse, Group, Select, SimpleGrid, Stack, Switch } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { labBookStatuses } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { IconFilter } from "../../../components/icons";
import { useSession } from "../../../session/store";
import { useGroupMembers, useGroups } from "../../groups/queries";
import { useProjects } from "../../projects/queries";
import { SearchInput } from "./SearchInput";
import type { ListFilters } from "./useListFilters";
import { keepEnterInField } from "../../../components/pickerKeys";

interface LabBookFiltersProps {
  filters: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
}

const idx = (value: string | null) => (value ? Number(value) : null);

/** How many of the filters behind the phone's button are set (the search stays in sight). */
function setCount({ groupIdx, projectIdx, status, writer, bookmarked }: ListFilters): number {
  return [groupIdx, projectIdx, status, writer].filter((value) => value !== null).length + (bookmarked ? 1 : 0);
}

/**
 * Search, then group → project → status → writer, and "bookmarked only". On a phone the filters
 * fill a screen before any book, so they wait behind a button there (which counts those set).
 */
export function LabBookFilters({ filters, onChange }: LabBookFiltersProps) {
  const { t } = useTranslation();
  const me = useSession((state) => state.member?.memberIdx ?? null);
  const groups = useGroups();
  const projects = useProjects(filters.groupIdx);
  const members = useGroupMembers(filters.groupIdx);
  // Mantine's sm breakpoint (48em); the first render of a phone already knows it.
  const phone = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const count = setCount(filters);

  const writerOptions = [
    ...(me !== null ? [{ value: String(me), label: t("labBook.list.writerMe") }] : []),
    ...(members.data ?? [])
      .filter((member) => member.memberIdx !== me)
      .map((member) => ({ value: String(member.memberIdx), label: member.name })),
  ];

  return (
    <Stack gap="sm" data-testid="labbook-filters">
      <SearchInput value={filters.q} onSearch={(q) => onChange({ q })} />
      {phone ? (
        <Button
          variant="default"
          leftSection={<IconFilter size={18} />}
          onClick={toggle}
          aria-expanded={opened}
          data-testid="labbook-filters-toggle"
        >
          {count > 0 ? t("labBook.list.filtersCount", { count }) : t("labBook.list.filters")}
        </Button>
      ) : null}
      <Collapse expanded={!phone || opened} transitionDuration={phone ? 150 : 0}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Select
              size="md"
              label={t("labBook.fields.group")}
              placeholder={t("labBook.list.all")}
              data={(groups.data ?? []).map((group) => ({ value: String(group.groupIdx), label: group.groupName }))}
              value={filters.groupIdx === null ? null : String(filters.groupIdx)}
              onChange={(value) => onChange({ groupIdx: idx(value), projectIdx: null, writer: null })}
              clearable
              searchable
              nothingFoundMessage={t("labBook.list.nothingFound")}
              onKeyDown={keepEnterInField()}
              data-testid="labbook-filter-group"
            />
            <Select
              size="md"
              label={t("labBook.fields.project")}
              placeholder={t("labBook.list.all")}
              data={(projects.data ?? []).map((project) => ({
                value: String(project.projectIdx),
                label: filters.groupIdx === null ? `${project.name} · ${project.groupName}` : project.name,
              }))}
              value={filters.projectIdx === null ? null : String(filters.projectIdx)}
              onChange={(value) => onChange({ projectIdx: idx(value) })}
              clearable
              searchable
              nothingFoundMessage={t("labBook.list.nothingFound")}
              onKeyDown={keepEnterInField()}
              data-testid="labbook-filter-project"
            />
            <Select
              size="md"
              label={t("labBook.fields.status")}
              placeholder={t("labBook.list.all")}
              data={labBookStatuses.map((status) => ({ value: status, label: t(`labBook.status.${status}`) }))}
              value={filters.status}
              onChange={(value) => onChange({ status: (value as ListFilters["status"]) ?? null })}
              clearable
              onKeyDown={keepEnterInField()}
              data-testid="labbook-filter-status"
            />
            <Select
              size="md"
              label={t("labBook.fields.writer")}
              placeholder={t("labBook.list.anyone")}
              data={writerOptions}
              value={filters.writer === null ? null : String(filters.writer)}
              onChange={(value) => onChange({ writer: idx(value) })}
              clearable
              searchable
              nothingFoundMessage={t("labBook.list.nothingFound")}
              onKeyDown={keepEnterInField()}
              data-testid="labbook-filter-writer"
            />
          </SimpleGrid>
          <Group>
            <Switch
              checked={filters.bookmarked}
              onChange={(event) => onChange({ bookmarked: event.currentTarget.checked })}
              label={t("labBook.list.bookmarkedOnly")}
              data-testid="labbook-filter-bookmarked"
            />
          </Group>
        </Stack>
      </Collapse>
    </Stack>
  );
}
