import { Badge, List, ScrollArea, Table, Text } from "@mantine/core";
import type { InventoryImportRow } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { i18n, messageText } from "../../../i18n";

/**
 * Every row of the file; rows with problems first, tinted, with each problem named; then rows that
 * are bottles already in the inventory (their PIN), which the import skips.
 */
export function ImportPreviewTable({ rows }: { rows: InventoryImportRow[] }) {
  const { t } = useTranslation();
  const rank = (row: InventoryImportRow) => (row.errors.length > 0 ? 0 : row.duplicateOf ? 1 : 2);
  const ordered = [...rows].sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  const column = (field: string) =>
    i18n.exists(`inventoryColumns.${field}`) ? messageText({ key: `inventoryColumns.${field}` }) : field;
  const cell = (row: InventoryImportRow, field: string) => row.values[field]?.trim() || t("common.none");
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table striped verticalSpacing="xs" data-testid="import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>{t("inventory.import.row")}</Table.Th>
            <Table.Th>{t("inventory.fields.name")}</Table.Th>
            <Table.Th>{t("inventory.fields.casNo")}</Table.Th>
            <Table.Th>{t("inventory.fields.amount")}</Table.Th>
            <Table.Th>{t("inventory.import.problems")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((row) => {
            const bad = row.errors.length > 0;
            const duplicate = row.duplicateOf;
            return (
              <Table.Tr
                key={row.line}
                data-testid={bad ? "import-row-invalid" : duplicate ? "import-row-duplicate" : "import-row-valid"}
                bg={bad ? "var(--mantine-color-red-0)" : duplicate ? "var(--mantine-color-yellow-0)" : undefined}
              >
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{cell(row, "name")}</Table.Td>
                <Table.Td>{cell(row, "casNo")}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {[row.values.amount, row.values.unit].filter(Boolean).join(" ") || t("common.none")}
                </Table.Td>
                <Table.Td>
                  {bad ? (
                    <List size="sm" spacing={2} c="red.8">
                      {row.errors.map((error, index) => (
                        <List.Item key={index}>
                          <Text span size="sm" fw={600}>
                            {column(error.field)}
                          </Text>
                          : {error.message}
                        </List.Item>
                      ))}
                    </List>
                  ) : duplicate ? (
                    <Text size="sm" c="yellow.9" data-testid="import-row-duplicate-of">
                      {t(duplicate.disused ? "inventory.import.duplicateOfDisused" : "inventory.import.duplicateOf", {
                        pinNo: duplicate.pinNo,
                        name: duplicate.name,
                      })}
                    </Text>
                  ) : (
                    <Badge color="teal" variant="light">
                      {t("inventory.import.ok")}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
