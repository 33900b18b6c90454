import { Button, Group, Modal, Paper, Skeleton, Stack, Table, Text } from "@mantine/core";
import { formatDate, type QuotationCreated } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { CopyField } from "../../../components/CopyField";
import { showSuccessDialog } from "../../../components/dialogs";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconFileText, IconPlus } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { paths } from "../../../paths";
import { useQuotations } from "../queries";
import { ComposeModal } from "./ComposeModal";
import { afterRequest } from "./afterRequest";
import { QuotationStatusBadge } from "./StatusBadge";

/** The links no mail carried, shown once after sending: the requester passes them on by hand. */
function ManualLinks({ created, onClose }: { created: QuotationCreated; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t("purchasing.compose.manualTitle")} size="lg" data-testid="manual-links">
      <Stack gap="sm">
        <Text size="sm">{t("purchasing.compose.manualDescription")}</Text>
        {created.manualLinks.map((link) => (
          <CopyField key={link.supplierIdx} label={link.companyName} value={link.url} testId="manual-link" />
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="manual-links-close">
            {t("common.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A group's quotation requests with their status; "Request quotation" composes a new one. */
export function QuotationRequests({ groupIdx }: { groupIdx: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useQuotations(groupIdx);
  const [composing, setComposing] = useState(false);
  const [created, setCreated] = useState<QuotationCreated | null>(null);

  const onCreated = (result: QuotationCreated) => {
    setComposing(false);
    // One honest message: "succeeded" (spec §8) only when every supplier got its mail; otherwise the
    // request is saved and the links no mail carried are shown to send by hand.
    if (afterRequest(result) === "manual") setCreated(result);
    else
      void showSuccessDialog(t("purchasing.compose.succeeded")).then(() =>
        navigate(paths.quotationDetail(result.quotationIdx)),
      );
  };

  let body;
  if (list.isPending) body = <Skeleton h={200} data-testid="quotations-loading" />;
  else if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.quotations.length === 0)
    body = (
      <EmptyPanel
        icon={<IconFileText size={30} />}
        title={t("purchasing.requests.emptyTitle")}
        description={t("purchasing.requests.emptyDescription")}
        testId="quotations-empty"
      />
    );
  else
    body = (
      <Paper withBorder>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="quotation-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t("purchasing.requests.items")}</Table.Th>
                <Table.Th>{t("purchasing.requests.requestedBy")}</Table.Th>
                <Table.Th>{t("purchasing.requests.neededBy")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.quotations.map((q) => (
                <Table.Tr key={q.quotationIdx} data-testid="quotation-row" data-quotation-idx={q.quotationIdx}>
                  <Table.Td>
                    <Link
                      to={paths.quotationDetail(q.quotationIdx)}
                      aria-label={t("purchasing.requests.open", { number: q.quotationIdx })}
                    >
                      {q.quotationIdx}
                    </Link>
                  </Table.Td>
                  <Table.Td miw={160}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      <Link to={paths.quotationDetail(q.quotationIdx)} style={{ color: "inherit" }}>
                        {q.itemNames.join(", ")}
                      </Link>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t("purchasing.requests.answers", { answered: q.answerCount, asked: q.supplierCount })}
                    </Text>
                  </Table.Td>
                  <Table.Td>{q.requester.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(q.neededBy)}</Table.Td>
                  <Table.Td>
                    <QuotationStatusBadge status={q.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );

  return (
    <Stack gap="sm" data-testid="quotation-requests">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setComposing(true)} data-testid="quotation-create">
          {t("purchasing.requests.create")}
        </Button>
      </Group>
      {body}
      {composing ? (
        <ComposeModal groupIdx={groupIdx} onClose={() => setComposing(false)} onCreated={onCreated} />
      ) : null}
      {created ? (
        <ManualLinks
          created={created}
          onClose={() => {
            setCreated(null);
            void navigate(paths.quotationDetail(created.quotationIdx));
          }}
        />
      ) : null}
    </Stack>
  );
}
