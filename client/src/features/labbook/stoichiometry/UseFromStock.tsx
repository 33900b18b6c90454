import { Alert, Button, Checkbox, Loader, Modal, Stack, Table, Text } from "@mantine/core";
import {
  apiPaths,
  convertAmount,
  formatAmount,
  formatSignificant,
  labBookDoc,
  type InventoryItem,
} from "@enote/shared";
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/queryKeys";
import { useStockUse } from "../../inventory/queries";
import { rowDeduction, usableRows } from "./deduction";
import type { BookContext } from "./StoichiometrySection";
import { StockTakeDialog, useStockTake } from "./StockTakeDialog";
import type { RowCalc } from "./useStoichiometry";

/** Deducts the linked reactants from their bottles, once each, after showing what goes from which. */
export function UseFromStock({ rows, book }: { rows: RowCalc[]; book: BookContext }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const candidates = usableRows(rows);
  return (
    <>
      <Button
        variant="default"
        disabled={candidates.length === 0}
        onClick={() => setOpened(true)}
        data-testid="use-from-stock"
      >
        {t("stoichiometry.use.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("stoichiometry.use.title")} size="lg">
        {opened ? <UseDialog rows={candidates} book={book} onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

function UseDialog({ rows, book, onDone }: { rows: RowCalc[]; book: BookContext; onDone: () => void }) {
  const { t } = useTranslation();
  const use = useStockUse();
  const items = useQueries({
    queries: rows.map((row) => ({
      queryKey: queryKeys.inventory.detail(row.reading.rowKey ?? ""),
      queryFn: () => api.get<InventoryItem>(apiPaths.inventory.item(row.reading.rowKey ?? "")),
    })),
  });
  const plan = rows.map((row, index) => ({ row, deduction: rowDeduction(row), item: items[index]?.data ?? null }));
  const ready = plan.filter((entry) => entry.deduction !== null);
  const nameOf = (row: RowCalc) => row.row.get("name")?.toString() || row.reading.cas || "";
  // Reagents the lab restricts: the member confirms they may use them before anything is deducted.
  const restricted = ready
    .filter((entry) => entry.item?.restricted)
    .map((entry) => entry.item?.name ?? nameOf(entry.row));
  const [allowed, setAllowed] = useState(false);

  const take = useStockTake({
    entries: ready.flatMap(({ row, deduction }) =>
      deduction && row.reading.rowKey ? [{ row, deduction, rowKey: row.reading.rowKey }] : [],
    ),
    rowOf: (entry) => entry.row.row,
    take: ({ row, deduction, rowKey }) => {
      // The row's id lets the server refuse a second deduction of it, whoever confirms it.
      const rowId = row.row.get(labBookDoc.rowId);
      return use.mutateAsync({
        rowKey,
        amount: deduction.amount,
        unit: deduction.unit,
        lbIdx: book.lbIdx,
        reactionRowId: typeof rowId === "string" ? rowId : undefined,
        confirmRestricted: allowed || undefined,
      });
    },
    failure: ({ row }, reason) => t("stoichiometry.use.failed", { name: nameOf(row), reason }),
    done: (count) => t("stoichiometry.use.done", { count }),
    stale: queryKeys.inventory.all,
    memberName: book.memberName,
    onDone,
  });

  return (
    <StockTakeDialog
      texts={{
        intro: t("stoichiometry.use.intro"),
        none: t("stoichiometry.use.none"),
        cancel: t("stoichiometry.use.cancel"),
        confirm: t("stoichiometry.use.confirm"),
      }}
      nothing={ready.length === 0}
      state={take}
      confirmDisabled={restricted.length > 0 && !allowed}
      onCancel={onDone}
      testId="use-from-stock"
      rows={plan.map(({ row, deduction, item }, index) => (
        <Table.Tr key={index} data-testid="use-from-stock-row">
          <Table.Td>
            <Text size="sm" fw={600}>
              {deduction
                ? t("stoichiometry.use.row", {
                    amount: formatAmount(deduction.amount, deduction.unit),
                    name: item?.name ?? nameOf(row),
                  })
                : nameOf(row)}
            </Text>
            {item ? (
              <Text size="xs" c="dimmed">
                {t("stoichiometry.use.bottle", {
                  location: item.location ?? "—",
                  left: formatAmount(item.amount, item.unit),
                })}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right">
            {!deduction ? (
              <Text size="xs" c="orange.8">
                {t("stoichiometry.use.unknownAmount")}
              </Text>
            ) : item ? (
              <ConvertedAmount deduction={deduction} item={item} />
            ) : (
              <Loader size="xs" />
            )}
          </Table.Td>
        </Table.Tr>
      ))}
      extra={
        restricted.length > 0 ? (
          <Alert color="orange" variant="light" data-testid="use-from-stock-restricted">
            <Stack gap="xs">
              <Text size="sm">{t("stoichiometry.use.restricted", { names: restricted.join(", ") })}</Text>
              <Checkbox
                label={t("stoichiometry.use.restrictedConfirm")}
                checked={allowed}
                onChange={(event) => setAllowed(event.currentTarget.checked)}
                data-testid="use-from-stock-restricted-confirm"
              />
            </Stack>
          </Alert>
        ) : null
      }
    />
  );
}

/** The deduction in the bottle's own unit, when it converts. */
function ConvertedAmount({
  deduction,
  item,
}: {
  deduction: { amount: number; unit: InventoryItem["unit"] };
  item: InventoryItem;
}) {
  const converted = convertAmount(deduction.amount, deduction.unit, item.unit, {
    mw: item.molWeight,
    density: item.density,
    purity: item.purerate,
  });
  return (
    <Text size="sm" data-testid="use-from-stock-converted">
      {converted === null ? "—" : `−${formatSignificant(converted)} ${item.unit}`}
    </Text>
  );
}
