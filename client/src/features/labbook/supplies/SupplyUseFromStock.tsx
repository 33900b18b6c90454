import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from "@mantine/core";
import { apiPaths, formatNumber, reactionRowKeys, type Material } from "@enote/shared";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { showToast } from "../../../components/dialogs";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { queryKeys } from "../../../lib/queryKeys";
import { useMaterialUse } from "../../material/queries";
import type { ReactionRow } from "../content/reactionRows";
import { markUsed } from "../stoichiometry/rowEdits";
import type { BookContext } from "../stoichiometry/StoichiometrySection";
import { usableSupplyRows, type SupplyUse } from "./supplyRows";

/** The linked supplies rows not yet taken, kept current as anyone links, types or takes. */
function useSupplyUses(rows: Y.Array<ReactionRow>): SupplyUse[] {
  const [uses, setUses] = useState(() => usableSupplyRows(rows.toArray()));
  useEffect(() => {
    const update = () => setUses(usableSupplyRows(rows.toArray()));
    update();
    rows.observeDeep(update);
    return () => rows.unobserveDeep(update);
  }, [rows]);
  return uses;
}

/** Takes the linked supplies rows from the group's supplies, once each, after showing what goes. */
export function SupplyUseFromStock({ rows, book }: { rows: Y.Array<ReactionRow>; book: BookContext }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const uses = useSupplyUses(rows);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        disabled={uses.length === 0}
        onClick={() => setOpened(true)}
        data-testid="supply-use-from-stock"
      >
        {t("supplies.use.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("supplies.use.title")} size="lg">
        {opened ? <UseDialog uses={uses} book={book} onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

function UseDialog({ uses, book, onDone }: { uses: SupplyUse[]; book: BookContext; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const use = useMaterialUse();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const supplies = useQueries({
    queries: uses.map((entry) => ({
      queryKey: queryKeys.material.detail(entry.materialIdx),
      queryFn: () => api.get<Material>(apiPaths.material.item(entry.materialIdx)),
    })),
  });
  const plan = uses.map((entry, index) => ({ ...entry, supply: supplies[index]?.data ?? null }));
  const ready = plan.filter((entry) => entry.quantity !== null);

  const take = async () => {
    setBusy(true);
    const failed: string[] = [];
    let done = 0;
    for (const entry of ready) {
      // Another member may have taken this row while the dialog was open: the live row says so.
      if (entry.quantity === null || entry.row.get(reactionRowKeys.usedAt) !== undefined) continue;
      try {
        // The row's id lets the server refuse a second deduction of it, whoever confirms it.
        await use.mutateAsync({
          materialIdx: entry.materialIdx,
          quantity: entry.quantity,
          lbIdx: book.lbIdx,
          reactionRowId: entry.id,
        });
        markUsed(entry.row, book.memberName);
        done += 1;
      } catch (error) {
        failed.push(t("supplies.use.failed", { name: entry.supply?.name ?? entry.name, reason: errorMessage(error) }));
      }
    }
    await client.invalidateQueries({ queryKey: queryKeys.material.all });
    setBusy(false);
    if (done > 0) showToast(t("supplies.use.done", { count: done }));
    if (failed.length > 0) setFailures(failed);
    else onDone();
  };

  return (
    <Stack gap="sm" data-testid="supply-use-dialog">
      <Text size="sm">{t("supplies.use.intro")}</Text>
      {ready.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("supplies.use.none")}
        </Text>
      ) : null}
      <Table verticalSpacing={6}>
        <Table.Tbody>
          {plan.map((entry) => (
            <Table.Tr key={entry.id} data-testid="supply-use-row">
              <Table.Td>
                <Text size="sm" fw={600}>
                  {entry.quantity !== null
                    ? t("supplies.use.row", {
                        quantity: formatNumber(entry.quantity),
                        name: entry.supply?.name ?? entry.name,
                      })
                    : entry.name}
                </Text>
                {entry.supply ? (
                  <Text size="xs" c="dimmed">
                    {t("supplies.use.left", { left: formatNumber(entry.supply.quantity) })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">
                {entry.quantity === null ? (
                  <Text size="xs" c="orange.8">
                    {t("supplies.use.unknownQuantity")}
                  </Text>
                ) : entry.supply ? (
                  <Text size="sm" data-testid="supply-use-after">
                    {`${formatNumber(entry.supply.quantity)} → ${formatNumber(entry.supply.quantity - entry.quantity)}`}
                  </Text>
                ) : (
                  <Loader size="xs" />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {failures.length > 0 ? (
        <Alert color="red" variant="light" data-testid="supply-use-error">
          {failures.map((failure) => (
            <div key={failure}>{failure}</div>
          ))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t("supplies.use.cancel")}
        </Button>
        <Button
          color="red"
          loading={busy}
          disabled={ready.length === 0}
          onClick={() => void take()}
          data-testid="supply-use-confirm"
        >
          {t("supplies.use.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}
