import { Anchor, Checkbox, Highlight, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { formatDate, type LabBookSummary } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { bookPath } from "../bookPaths";
import { BookmarkToggle } from "./BookmarkToggle";
import { LabBookStatusBadge } from "./LabBookStatusBadge";
import { namedMember } from "../../../lib/memberName";

interface LabBookTableProps {
  items: LabBookSummary[];
  /** The search words, highlighted in titles and snippets. */
  query: string;
  selected: ReadonlySet<number>;
  onToggle: (lbIdx: number) => void;
  onToggleAll: () => void;
}

/** One page of lab books; rows are selectable for printing. Scrolls sideways on a tablet. */
export function LabBookTable({ items, query, selected, onToggle, onToggleAll }: LabBookTableProps) {
  const { t } = useTranslation();
  const words = query.trim() ? query.trim().split(/\s+/) : [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.lbIdx));
  const someSelected = items.some((item) => selected.has(item.lbIdx));

  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" highlightOnHover data-testid="labbook-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label={t("labBook.list.selectAll")}
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={onToggleAll}
                data-testid="labbook-select-all"
              />
            </Table.Th>
            <Table.Th w={52}>
              <VisuallyHidden>{t("labBook.list.bookmark")}</VisuallyHidden>
            </Table.Th>
            <Table.Th w={104}>{t("labBook.fields.seqNo")}</Table.Th>
            <Table.Th>{t("labBook.fields.title")}</Table.Th>
            <Table.Th w={190} visibleFrom="md">
              {t("labBook.fields.project")}
            </Table.Th>
            <Table.Th w={130} visibleFrom="md">
              {t("labBook.fields.writer")}
            </Table.Th>
            <Table.Th w={110}>{t("labBook.fields.status")}</Table.Th>
            <Table.Th w={110} visibleFrom="md">
              {t("labBook.fields.modifiedDate")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.lbIdx} data-testid="labbook-row" data-lb-idx={item.lbIdx}>
              <Table.Td>
                <Checkbox
                  aria-label={t("labBook.list.select", { title: item.title })}
                  checked={selected.has(item.lbIdx)}
                  onChange={() => onToggle(item.lbIdx)}
                  data-testid="labbook-row-select"
                />
              </Table.Td>
              <Table.Td>
                <BookmarkToggle
                  lbIdx={item.lbIdx}
                  bookmarked={item.bookmarked}
                  title={item.title}
                  testId="labbook-row-bookmark"
                />
              </Table.Td>
              <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: "nowrap" }}>
                {item.seqNo}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Anchor
                    component={Link}
                    to={bookPath(item.kind, item.lbIdx)}
                    fw={600}
                    data-testid="labbook-row-title"
                  >
                    <Highlight component="span" highlight={words} inherit>
                      {item.title}
                    </Highlight>
                  </Anchor>
                  {/* Narrow screens (tablets): project, writer and date under the title. */}
                  <Text size="xs" c="dimmed" hiddenFrom="md" data-testid="labbook-row-meta">
                    {[item.projectName, namedMember(item.writer), formatDate(item.modifiedDate)].join(" · ")}
                  </Text>
                  {item.snippet ? (
                    <Highlight size="sm" c="dimmed" lineClamp={2} highlight={words} data-testid="labbook-row-snippet">
                      {item.snippet}
                    </Highlight>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm" lineClamp={1}>
                  {item.projectName}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {item.groupName}
                </Text>
              </Table.Td>
              <Table.Td fz="sm" visibleFrom="md">
                {namedMember(item.writer)}
              </Table.Td>
              <Table.Td>
                <LabBookStatusBadge status={item.status} size="sm" />
              </Table.Td>
              <Table.Td fz="sm" visibleFrom="md">
                {formatDate(item.modifiedDate)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
