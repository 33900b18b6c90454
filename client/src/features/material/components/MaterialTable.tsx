import { ActionIcon, Anchor, Badge, Checkbox, Group, Table, Text, Tooltip } from "@mantine/core";
import { formatDate, formatNumber, type Material } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconPencil, IconTrash } from "../../../components/icons";
import { paths } from "../../../paths";

interface MaterialTableProps {
  items: Material[];
  onEdit: (material: Material) => void;
  onDelete: (material: Material) => void;
  /** Supplies picked for labels. */
  selected: ReadonlySet<number>;
  onSelect: (supplies: Material[], selected: boolean) => void;
}

/** One page of supplies; the name opens the supply, the box picks it for labels. */
export function MaterialTable({ items, onEdit, onDelete, selected, onSelect }: MaterialTableProps) {
  const { t } = useTranslation();
  const chosen = items.filter((item) => selected.has(item.materialIdx)).length;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="material-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                size="sm"
                aria-label={t("supplies.select.page")}
                checked={items.length > 0 && chosen === items.length}
                indeterminate={chosen > 0 && chosen < items.length}
                onChange={(event) => onSelect(items, event.currentTarget.checked)}
                data-testid="supply-select-page"
              />
            </Table.Th>
            <Table.Th>{t("material.fields.name")}</Table.Th>
            <Table.Th>{t("material.fields.spec")}</Table.Th>
            <Table.Th ta="right">{t("material.fields.quantity")}</Table.Th>
            <Table.Th>{t("material.fields.consumable")}</Table.Th>
            <Table.Th>{t("material.fields.manufacturer")}</Table.Th>
            <Table.Th>{t("material.fields.serialNo")}</Table.Th>
            <Table.Th>{t("material.fields.addedDate")}</Table.Th>
            <Table.Th w={96} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((material) => (
            <Table.Tr
              key={material.materialIdx}
              data-testid="material-row"
              data-material-idx={material.materialIdx}
              bg={selected.has(material.materialIdx) ? "var(--mantine-primary-color-light)" : undefined}
            >
              <Table.Td>
                <Checkbox
                  size="sm"
                  aria-label={t("supplies.select.row", { name: material.name })}
                  checked={selected.has(material.materialIdx)}
                  onChange={(event) => onSelect([material], event.currentTarget.checked)}
                  data-testid="supply-select"
                />
              </Table.Td>
              <Table.Td miw={140}>
                <Anchor
                  component={Link}
                  to={paths.materialItem(material.materialIdx)}
                  fw={600}
                  size="sm"
                  data-testid="material-row-name"
                >
                  {material.name}
                </Anchor>
                {material.memo ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {material.memo}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{material.spec ?? t("common.none")}</Table.Td>
              <Table.Td ta="right">{formatNumber(material.quantity)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={material.consumable ? "lab" : "gray"} tt="none" style={{ flex: "none" }}>
                  {t(material.consumable ? "material.consumable" : "material.durable")}
                </Badge>
              </Table.Td>
              <Table.Td>{material.manufacturer ?? t("common.none")}</Table.Td>
              <Table.Td>{material.serialNo ?? t("common.none")}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(material.addedDate)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t("common.edit")} withArrow>
                    <ActionIcon
                      variant="subtle"
                      size={36}
                      aria-label={t("common.edit")}
                      onClick={() => onEdit(material)}
                      data-testid="material-edit"
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t("common.delete")} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={36}
                      aria-label={t("common.delete")}
                      onClick={() => onDelete(material)}
                      data-testid="material-delete"
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
