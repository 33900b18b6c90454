import { Button, Loader, Modal, Table, Text } from "@mantine/core";
import { apiPaths, formatNumber, type Material } from "@enote/shared";
import { useQueries } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/queryKeys";
import { useMaterialUse } from "../../material/queries";
import type { ReactionRow } from "../content/reactionRows";
import type { BookContext } from "../stoichiometry/StoichiometrySection";
import { StockTakeDialog, useStockTake } from "../stoichiometry/StockTakeDialog";
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
  const use = useMaterialUse();
  const supplies = useQueries({
    queries: uses.map((entry) => ({
      queryKey: queryKeys.material.detail(entry.materialIdx),
      queryFn: () => api.get<Material>(apiPaths.material.item(entry.materialIdx)),
    })),
  });
  const plan = uses.map((entry, index) => ({ ...entry, supply: supplies[index]?.data ?? null }));
  const ready = plan.filter((entry) => entry.quantity !== null);

  const take = useStockTake({
    entries: ready.flatMap((entry) => (entry.quantity !== null ? [{ ...entry, quantity: entry.quantity }] : [])),
    rowOf: (entry) => entry.row,
    // The row's id lets the server refuse a second deduction of it, whoever confirms it.
    take: (entry) =>
      use.mutateAsync({
        materialIdx: entry.materialIdx,
        quantity: entry.quantity,
        lbIdx: book.lbIdx,
        reactionRowId: entry.id,
      }),
    failure: (entry, reason) => t("supplies.use.failed", { name: entry.supply?.name ?? entry.name, reason }),
    done: (count) => t("supplies.use.done", { count }),
    stale: queryKeys.material.all,
    memberName: book.memberName,
    onDone,
  });

  return (
    <StockTakeDialog
      texts={{
        intro: t("supplies.use.intro"),
        none: t("supplies.use.none"),
        cancel: t("supplies.use.cancel"),
        confirm: t("supplies.use.confirm"),
      }}
      nothing={ready.length === 0}
      state={take}
      onCancel={onDone}
      testId="supply-use"
      rows={plan.map((entry) => (
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
    />
  );
}
