import { Group, NativeSelect, Pagination, Text } from "@mantine/core";
import { formatNumber } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { pageSizes, type PageSize } from "../listParams";

interface PagerProps {
  page: number;
  size: PageSize;
  total: number;
  /** False when the api stopped counting at `total` (shown as "1,000+"). */
  exact?: boolean;
  testId?: string;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}

/** Server paging: where we are, how many there are, and how many per page. */
export function Pager({ page, size, total, exact = true, testId = "inventory", onPage, onSize }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid={`${testId}-pager`}>
      <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
        {t("inventory.range", {
          from: formatNumber(from),
          to: formatNumber(to),
          total: exact ? formatNumber(total) : t("inventory.atLeast", { count: formatNumber(total) }),
        })}
      </Text>
      <Group gap="sm">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="md"
        />
        <NativeSelect
          size="md"
          aria-label={t("inventory.pageSize")}
          data={pageSizes.map((value) => ({ value: String(value), label: t("inventory.perPage", { count: value }) }))}
          value={String(size)}
          onChange={(event) => onSize(Number(event.currentTarget.value) as PageSize)}
          data-testid={`${testId}-page-size`}
        />
      </Group>
    </Group>
  );
}
