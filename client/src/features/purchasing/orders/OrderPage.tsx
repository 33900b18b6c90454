import { Button, Paper, Select, Skeleton, Stack, Table, Text } from "@mantine/core";
import { formatDate, formatNumber, orderPaths, orderStatuses, type OrderStatus } from "@enote/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { showFailureDialog, showToast } from "../../../components/dialogs";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconCart, IconPlus } from "../../../components/icons";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { useLiveTopic } from "../../../hooks/useLiveTopic";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { idxParam } from "../../../lib/searchParams";
import { GroupSelect } from "../../inventory/components/GroupSelect";
import { useGroupChoice } from "../../inventory/groupChoice";
import { saveFile } from "../../inventory/saveFile";
import { useOrders } from "../queries";
import { OrderActions } from "./OrderActions";
import { OrderFormModal } from "./OrderFormModal";
import { OrderStatusBadge } from "./OrderStatusBadge";

/** /order: the group's orders, their flow from request to delivery, and the XLSX export. */
export function OrderPage() {
  const { t } = useTranslation();
  const { groups, groupIdx, choose, query: groupsQuery } = useGroupChoice();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useOrders(groupIdx, status);
  useLiveTopic(groupIdx, "purchasing");
  const [search] = useSearchParams();
  const focusIdx = idxParam(search.get("orderIdx"));
  const focusRow = useRef<HTMLTableRowElement | null>(null);
  const scrolledTo = useRef<number | null>(null);
  // A link to one order (a notification) scrolls to its row once, when the list has it.
  useEffect(() => {
    if (focusIdx === null || scrolledTo.current === focusIdx || !focusRow.current) return;
    scrolledTo.current = focusIdx;
    focusRow.current.scrollIntoView?.({ block: "center" });
  }, [focusIdx, list.data]);

  if (groupsQuery.isPending) return <ContentLoader />;
  if (groupsQuery.isError) return <QueryError error={groupsQuery.error} onRetry={() => void groupsQuery.refetch()} />;

  const exportList = async () => {
    if (groupIdx === null) return;
    try {
      saveFile(await api.download(orderPaths.export(groupIdx, status ?? undefined), `orders-${groupIdx}.xlsx`));
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
  };

  const header = (
    <PageHeader
      title={t("nav.order")}
      description={t("purchasing.orders.description")}
      actions={
        groupIdx !== null ? (
          <>
            <GroupSelect groups={groups} value={groupIdx} onChange={choose} />
            <Button variant="default" onClick={() => void exportList()} data-testid="order-export">
              {t("purchasing.orders.export")}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="order-create">
              {t("purchasing.orders.create")}
            </Button>
          </>
        ) : null
      }
    />
  );
  if (groupIdx === null)
    return (
      <>
        {header}
        <NoMenuAccess noGroup testId="order-no-group" />
      </>
    );

  let body;
  if (list.isPending) body = <Skeleton h={240} data-testid="orders-loading" />;
  else if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.orders.length === 0)
    body = (
      <EmptyPanel
        icon={<IconCart size={30} />}
        title={t("purchasing.orders.emptyTitle")}
        description={t("purchasing.orders.emptyDescription")}
        testId="orders-empty"
      />
    );
  else
    body = (
      <Paper withBorder>
        <Table.ScrollContainer minWidth={760} type="native">
          <Table striped verticalSpacing="sm" data-testid="order-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t("purchasing.orders.supplier")}</Table.Th>
                <Table.Th>{t("purchasing.requests.items")}</Table.Th>
                <Table.Th ta="right">{t("purchasing.orders.total")}</Table.Th>
                <Table.Th>{t("purchasing.requests.requestedBy")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.orders.map((order) => (
                <Table.Tr
                  key={order.orderIdx}
                  ref={order.orderIdx === focusIdx ? focusRow : undefined}
                  data-testid="order-row"
                  data-order-idx={order.orderIdx}
                  aria-current={order.orderIdx === focusIdx ? "true" : undefined}
                  bg={order.orderIdx === focusIdx ? "var(--mantine-color-yellow-light)" : undefined}
                >
                  <Table.Td>{order.orderIdx}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {order.supplierName}
                    </Text>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td miw={200}>
                    {order.items.map((item) => (
                      <Text key={item.orderItemIdx} size="sm">
                        {item.name} · {formatNumber(item.packSize)} {item.packUnit} ×{item.quantity}{" "}
                        <Text span size="xs" c="dimmed">
                          (
                          {t("purchasing.orders.received", {
                            received: item.receivedQuantity,
                            quantity: item.quantity,
                          })}
                          )
                        </Text>
                      </Text>
                    ))}
                    {order.reason ? (
                      <Text size="xs" c="red">
                        {t("purchasing.orders.reason", { reason: order.reason })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatNumber(order.total)} {order.currency}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.requester.name}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(order.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <OrderActions order={order} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );

  return (
    <>
      {header}
      <Stack gap="md" data-testid="order-page">
        <Select
          w={220}
          aria-label={t("purchasing.export.status")}
          placeholder={t("purchasing.orders.all")}
          clearable
          data={orderStatuses.map((s) => ({ value: s, label: t(`purchasing.orderStatus.${s}`) }))}
          value={status}
          onChange={(value) => setStatus(value as OrderStatus | null)}
          data-testid="order-status-filter"
        />
        {focusIdx !== null && list.data && !list.data.orders.some((order) => order.orderIdx === focusIdx) ? (
          <Text size="sm" c="dimmed" data-testid="order-focus-missing">
            {t("purchasing.orders.notInList", { number: focusIdx })}
          </Text>
        ) : null}
        {body}
      </Stack>
      {creating ? (
        <OrderFormModal
          groupIdx={groupIdx}
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            setCreating(false);
            showToast(t("purchasing.orders.created", { number: order.orderIdx }));
          }}
        />
      ) : null}
    </>
  );
}
