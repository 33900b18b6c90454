import { List, Stack, Table, Text, Title } from "@mantine/core";
import type { BookContent } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { sectionLabel, tableLabel } from "./partLabel";

/** A version's content as it was, read-only: title, sections, reaction tables, memos. */
export function VersionContentView({ content }: { content: BookContent }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="history-content">
      <Title order={4}>{content.title}</Title>
      {content.sections.map(({ section, text }) => (
        <Stack key={section} gap={2}>
          <Title order={5}>{sectionLabel(t, section)}</Title>
          <Text size="sm" c={text ? undefined : "dimmed"} style={{ whiteSpace: "pre-wrap" }}>
            {text || t("history.emptySection")}
          </Text>
        </Stack>
      ))}
      {content.tables
        .filter(({ rows }) => rows.length > 0)
        .map(({ table, columns, rows }) => (
          <Stack key={table} gap={2} data-testid={`history-table-${table}`}>
            <Title order={5}>{tableLabel(t, table)}</Title>
            <Table.ScrollContainer type="native" minWidth={columns.length * 88}>
              <Table fz="sm" withTableBorder withColumnBorders verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    {columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{index + 1}</Table.Td>
                      {columns.map((column, cell) => (
                        // A value and its unit stay on one line; the name (CAS, formula) and the note wrap.
                        <Table.Td
                          key={column}
                          style={cell > 0 && cell < columns.length - 1 ? { whiteSpace: "nowrap" } : undefined}
                        >
                          {row[cell]}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))}
      {content.memos.length > 0 ? (
        <Stack gap={2}>
          <Title order={5}>{t("history.memos")}</Title>
          <List size="sm">
            {content.memos.map((memo) => (
              <List.Item key={memo.memoIdx}>
                {t("history.memoElements", { title: memo.title, count: memo.elementCount })}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
