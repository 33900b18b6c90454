import { Group as Row, NativeSelect, Pagination, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Group } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconSearch, IconUsers } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { chooseGroup } from "../../groups/defaultGroup";
import { pageSize, useMemberList } from "../queries";
import { UsersTable } from "./UsersTable";

interface UsersDirectoryProps {
  administrator: boolean;
  /** Administrators filter by any group (or none); managers choose one of the groups they manage. */
  groups: Group[];
}

/** Search, group filter, the members table and its pages. */
export function UsersDirectory({ administrator, groups }: UsersDirectoryProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  // An administrator starts from every member (no group asked for); a manager from their own group.
  const [groupIdx, setGroupIdx] = useState<number | null>(administrator ? null : chooseGroup(groups, null, null));
  const [page, setPage] = useState(1);
  const list = useMemberList({ q, groupIdx, page }, administrator || groupIdx !== null);
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;

  const groupOptions = groups.map((group) => ({ value: String(group.groupIdx), label: group.groupName }));

  let body;
  if (list.isPending) body = <Skeleton height={280} data-testid="users-loading" />;
  else if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0)
    body = (
      <EmptyPanel
        icon={<IconUsers size={30} />}
        title={t(q ? "users.noResults" : "users.empty")}
        testId="users-empty"
      />
    );
  else body = <UsersTable members={list.data.items} administrator={administrator} />;

  return (
    <Stack gap="md" data-testid="users-page">
      <Row align="flex-end" gap="md">
        <TextInput
          label={t("users.search")}
          placeholder={t("users.searchPlaceholder")}
          leftSection={<IconSearch size={18} />}
          w={{ base: "100%", xs: 300 }}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-testid="users-search"
        />
        {groups.length > 0 ? (
          <NativeSelect
            label={t("users.group")}
            w={{ base: "100%", xs: 240 }}
            value={groupIdx === null ? "" : String(groupIdx)}
            onChange={(event) => {
              setGroupIdx(event.currentTarget.value ? Number(event.currentTarget.value) : null);
              setPage(1);
            }}
            data={administrator ? [{ value: "", label: t("users.allGroups") }, ...groupOptions] : groupOptions}
            data-testid="users-group-select"
          />
        ) : null}
        {list.data ? (
          <Text c="dimmed" size="sm" ml="auto" pb={10} data-testid="users-total">
            {t("users.total", { count: list.data.total })}
          </Text>
        ) : null}
      </Row>
      <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}>{body}</div>
      {totalPages > 1 ? (
        <Row justify="center">
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            aria-label={t("users.pagination")}
            data-testid="users-pagination"
          />
        </Row>
      ) : null}
    </Stack>
  );
}
