import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { formatBusinessNumber, formatDate, formatNumber, quotationPaths, type Quotation } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { IconArrowLeft } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { useLiveTopic } from "../../../hooks/useLiveTopic";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { idxParam } from "../../../lib/searchParams";
import { paths } from "../../../paths";
import { saveFile } from "../../inventory/saveFile";
import { useCloseQuotation, useQuotation } from "../queries";
import { orderLine, OrderFormModal, type OrderPreset } from "../orders/OrderFormModal";
import { cheapestByItem } from "./compare";
import { QuotationStatusBadge } from "./StatusBadge";

/** An order's lines from one supplier's answer: the items it can deliver, at its prices. */
function presetFrom(quotation: Quotation, supplierIdx: number): OrderPreset {
  const supplier = quotation.suppliers.find((s) => s.supplierIdx === supplierIdx);
  const answers = supplier?.items ?? [];
  const lines = quotation.items
    .map((item) => ({ item, answer: answers.find((a) => a.quotationItemIdx === item.quotationItemIdx) }))
    .filter(({ answer }) => answer?.available)
    .map(({ item, answer }) =>
      orderLine({
        quotationItemIdx: item.quotationItemIdx,
        name: item.name,
        nameEn: item.nameEn ?? "",
        casNo: item.casNo ?? "",
        grade: item.grade ?? "",
        packSize: item.packSize,
        packUnit: item.packUnit,
        quantity: item.quantity,
        unitPrice: answer?.unitPrice ?? "",
      }),
    );
  return { supplierIdx, quotationIdx: quotation.quotationIdx, currency: answers[0]?.currency ?? "KRW", lines };
}

function Answers({ quotation, onOrder }: { quotation: Quotation; onOrder: (supplierIdx: number) => void }) {
  const { t } = useTranslation();
  const cheapest = cheapestByItem(quotation);
  const downloadPdf = async (supplierIdx: number) => {
    try {
      saveFile(
        await api.download(
          quotationPaths.quotePdf(quotation.quotationIdx, supplierIdx),
          `quotation-${quotation.quotationIdx}.pdf`,
        ),
      );
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
  };
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={320 + 200 * quotation.suppliers.length} type="native">
        <Table verticalSpacing="sm" withColumnBorders data-testid="quotation-compare">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("purchasing.requests.items")}</Table.Th>
              {quotation.suppliers.map((s) => (
                <Table.Th key={s.supplierIdx} data-testid="compare-supplier">
                  <Text fw={700} size="sm">
                    {s.companyName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.answeredAt
                      ? formatDate(s.answeredAt)
                      : s.mailedAt
                        ? t("purchasing.requests.mailed")
                        : t("purchasing.requests.notMailed")}
                  </Text>
                  {s.answeredAt && quotation.status !== "CLOSED" && s.items.some((a) => a.available) ? (
                    <Button
                      size="compact-xs"
                      mt={4}
                      onClick={() => onOrder(s.supplierIdx)}
                      data-testid="order-from-answer"
                    >
                      {t("purchasing.orders.fromQuotation", { company: s.companyName })}
                    </Button>
                  ) : null}
                  {s.hasPdf ? (
                    <Anchor component="button" size="xs" onClick={() => void downloadPdf(s.supplierIdx)}>
                      {t("purchasing.requests.pdf")}
                    </Anchor>
                  ) : null}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quotation.items.map((item) => (
              <Table.Tr key={item.quotationItemIdx}>
                <Table.Td miw={180}>
                  <Text size="sm" fw={600}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[item.casNo, item.grade, `${formatNumber(item.packSize)} ${item.packUnit} × ${item.quantity}`]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </Table.Td>
                {quotation.suppliers.map((s) => {
                  const a = s.items.find((x) => x.quotationItemIdx === item.quotationItemIdx);
                  const best = cheapest.get(item.quotationItemIdx)?.has(s.supplierIdx) ?? false;
                  return (
                    <Table.Td
                      key={s.supplierIdx}
                      bg={best ? "var(--mantine-color-green-0)" : undefined}
                      data-testid="compare-cell"
                      data-cheapest={best ? "true" : "false"}
                    >
                      {!a ? (
                        <Text size="sm" c="dimmed">
                          {t("purchasing.requests.notAnswered")}
                        </Text>
                      ) : !a.available ? (
                        <Text size="sm" c="red">
                          {t("purchasing.requests.unavailable")}
                        </Text>
                      ) : (
                        <Stack gap={2}>
                          <Group gap={6}>
                            <Text size="sm" fw={700}>
                              {a.unitPrice !== null ? `${formatNumber(a.unitPrice)} ${a.currency}` : "—"}
                            </Text>
                            {best ? (
                              <Badge color="green" size="sm" tt="none" data-testid="cheapest-badge">
                                {t("purchasing.requests.cheapest")}
                              </Badge>
                            ) : null}
                          </Group>
                          {a.leadTimeDays !== null ? (
                            <Text size="xs">{t("purchasing.requests.leadTime", { count: a.leadTimeDays })}</Text>
                          ) : null}
                          {a.validUntil ? (
                            <Text size="xs" c="dimmed">
                              {t("purchasing.requests.validUntil", { date: formatDate(a.validUntil) })}
                            </Text>
                          ) : null}
                        </Stack>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {quotation.suppliers
        .filter((s) => s.replyNote)
        .map((s) => (
          <Text key={s.supplierIdx} size="sm" p="sm">
            <b>{s.companyName}</b> — {t("purchasing.requests.replyNote")}: {s.replyNote}
          </Text>
        ))}
    </Paper>
  );
}

/** /quotation/:quotationIdx: one request, its suppliers' answers side by side, updated live. */
export function QuotationDetailPage() {
  const { t } = useTranslation();
  const quotationIdx = idxParam(useParams().quotationIdx ?? null);
  const query = useQuotation(quotationIdx);
  const close = useCloseQuotation();
  const navigate = useNavigate();
  const [ordering, setOrdering] = useState<number | null>(null);
  useLiveTopic(query.data?.groupIdx ?? null, "purchasing");

  if (query.isPending) return <ContentLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const q = query.data;

  const onClose = async () => {
    if (
      !(await confirmAction({
        testId: "quotation-close-confirm",
        title: t("purchasing.requests.close"),
        message: t("purchasing.requests.closeMessage"),
        confirmLabel: t("purchasing.requests.close"),
        danger: true,
      }))
    )
      return;
    close.mutate(q.quotationIdx, {
      onSuccess: () => showToast(t("purchasing.requests.closed")),
      onError: (error) => void showFailureDialog(errorMessage(error)),
    });
  };

  return (
    <>
      <PageHeader
        title={t("purchasing.requests.title", { number: q.quotationIdx })}
        actions={
          <Group gap="xs">
            <Button component={Link} to={paths.quotation()} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t("purchasing.requests.back")}
            </Button>
            {q.canClose && q.status !== "ORDERED" ? (
              <Button variant="light" color="red" onClick={() => void onClose()} data-testid="quotation-close">
                {t("purchasing.requests.close")}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="md" data-testid="quotation-detail">
        <Paper withBorder p="md">
          <Group gap="lg" wrap="wrap">
            <QuotationStatusBadge status={q.status} />
            <Text size="sm">
              {t("purchasing.requests.requestedBy")}: {q.requester.name}
            </Text>
            <Text size="sm">
              {t("purchasing.requests.neededBy")}: {formatDate(q.neededBy)}
            </Text>
            <Text size="sm">
              {q.organization} ({formatBusinessNumber(q.businessNo)})
            </Text>
            <Text size="sm">
              {q.contact.name} · {q.contact.phone} · {q.contact.email}
            </Text>
          </Group>
          {q.note ? (
            <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
              {q.note}
            </Text>
          ) : null}
        </Paper>
        <Text fw={600}>{t("purchasing.requests.compare")}</Text>
        <Answers quotation={q} onOrder={setOrdering} />
      </Stack>
      {ordering !== null ? (
        <OrderFormModal
          groupIdx={q.groupIdx}
          preset={presetFrom(q, ordering)}
          onClose={() => setOrdering(null)}
          onCreated={(order) => {
            setOrdering(null);
            showToast(t("purchasing.orders.created", { number: order.orderIdx }));
            void navigate(paths.order());
          }}
        />
      ) : null}
    </>
  );
}
