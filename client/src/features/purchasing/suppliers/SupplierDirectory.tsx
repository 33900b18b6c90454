import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Tooltip } from "@mantine/core";
import { type Supplier } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete, showFailureDialog, showToast } from "../../../components/dialogs";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconCart, IconPencil, IconPlus, IconTrash } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { errorMessage } from "../../../lib/errorMessage";
import { useDeleteSupplier, useSuppliers } from "../queries";
import { SupplierFormModal } from "./SupplierFormModal";

/** A group's supplier directory: everyone in the group reads it, its managers add, edit and remove. */
export function SupplierDirectory({ groupIdx }: { groupIdx: number }) {
  const { t } = useTranslation();
  const list = useSuppliers(groupIdx);
  const remove = useDeleteSupplier();
  const [editing, setEditing] = useState<Supplier | "new" | null>(null);

  const onDelete = async (supplier: Supplier) => {
    if (!(await confirmDelete(t("purchasing.suppliers.deleteMessage", { name: supplier.companyName })))) return;
    remove.mutate(supplier.supplierIdx, {
      onSuccess: () => showToast(t("purchasing.suppliers.deleted", { name: supplier.companyName })),
      onError: (error) => void showFailureDialog(errorMessage(error)),
    });
  };

  if (list.isPending) return <Skeleton h={200} data-testid="suppliers-loading" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const { suppliers, canEdit } = list.data;
  const none = t("common.none");

  return (
    <Stack gap="sm" data-testid="supplier-directory">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {canEdit ? t("purchasing.suppliers.description") : t("purchasing.suppliers.readOnly")}
        </Text>
        {canEdit ? (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing("new")} data-testid="supplier-create">
            {t("purchasing.suppliers.create")}
          </Button>
        ) : null}
      </Group>
      {suppliers.length === 0 ? (
        <EmptyPanel
          icon={<IconCart size={30} />}
          title={t("purchasing.suppliers.emptyTitle")}
          description={t(canEdit ? "purchasing.suppliers.emptyManager" : "purchasing.suppliers.emptyMember")}
          testId="suppliers-empty"
        />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={680} type="native">
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="supplier-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("purchasing.suppliers.fields.companyName")}</Table.Th>
                  <Table.Th>{t("purchasing.suppliers.fields.businessNo")}</Table.Th>
                  <Table.Th>{t("purchasing.suppliers.fields.contactName")}</Table.Th>
                  <Table.Th>{t("purchasing.suppliers.fields.email")}</Table.Th>
                  <Table.Th>{t("purchasing.suppliers.fields.phone")}</Table.Th>
                  {canEdit ? <Table.Th w={96} /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {suppliers.map((supplier) => (
                  <Table.Tr key={supplier.supplierIdx} data-testid="supplier-row">
                    <Table.Td miw={140}>
                      <Text fw={600} size="sm">
                        {supplier.companyName}
                      </Text>
                      {supplier.memo ? (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {supplier.memo}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{supplier.businessNo ?? none}</Table.Td>
                    <Table.Td>{supplier.contactName ?? none}</Table.Td>
                    <Table.Td>{supplier.email ?? none}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{supplier.phone ?? none}</Table.Td>
                    {canEdit ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={t("common.edit")} withArrow>
                            <ActionIcon
                              variant="subtle"
                              size={36}
                              aria-label={t("common.edit")}
                              onClick={() => setEditing(supplier)}
                              data-testid="supplier-edit"
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
                              onClick={() => void onDelete(supplier)}
                              data-testid="supplier-delete"
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {!canEdit && suppliers.length > 0 ? <Alert variant="light">{t("purchasing.suppliers.readOnly")}</Alert> : null}
      {editing !== null ? (
        <SupplierFormModal
          groupIdx={groupIdx}
          supplier={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
