import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text } from "@mantine/core";
import {
  apiPaths,
  convertAmount,
  formatAmount,
  formatSignificant,
  labBookDoc,
  reactionRowKeys,
  type InventoryItem,
} from "@enote/shared";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { queryKeys } from "../../../lib/queryKeys";
import { useStockUse } from "../../inventory/queries";
import { rowDeduction, usableRows } from "./deduction";
import { markUsed } from "./rowEdits";
import type { BookContext } from "./StoichiometrySection";
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
  const client = useQueryClient();
  const use = useStockUse();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
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

  const deduct = async () => {
    setBusy(true);
    const failed: string[] = [];
    let done = 0;
    for (const { row, deduction } of ready) {
      const rowKey = row.reading.rowKey;
      // Another member may have deducted this row while the dialog was open: the live row says so.
      if (!deduction || !rowKey || row.row.get(reactionRowKeys.usedAt) !== undefined) continue;
      try {
        // The row's id lets the server refuse a second deduction of it, whoever confirms it.
        const rowId = row.row.get(labBookDoc.rowId);
        await use.mutateAsync({
          rowKey,
          amount: deduction.amount,
          unit: deduction.unit,
          lbIdx: book.lbIdx,
          reactionRowId: typeof rowId === "string" ? rowId : undefined,
          confirmRestricted: allowed || undefined,
        });
        markUsed(row.row, book.memberName);
        done += 1;
      } catch (error) {
        failed.push(t("stoichiometry.use.failed", { name: nameOf(row), reason: errorMessage(error) }));
      }
    }
    await client.invalidateQueries({ queryKey: queryKeys.inventory.all });
    setBusy(false);
    if (done > 0) showToast(t("stoichiometry.use.done", { count: done }));
    if (failed.length > 0) setFailures(failed);
    else onDone();
  };

  return (
    <Stack gap="sm" data-testid="use-from-stock-dialog">
      <Text size="sm">{t("stoichiometry.use.intro")}</Text>
      {ready.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("stoichiometry.use.none")}
        </Text>
      ) : null}
      <Table verticalSpacing={6}>
        <Table.Tbody>
          {plan.map(({ row, deduction, item }, index) => (
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
        </Table.Tbody>
      </Table>
      {restricted.length > 0 ? (
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
      ) : null}
      {failures.length > 0 ? (
        <Alert color="red" variant="light" data-testid="use-from-stock-error">
          {failures.map((failure) => (
            <div key={failure}>{failure}</div>
          ))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t("stoichiometry.use.cancel")}
        </Button>
        <Button
          color="red"
          loading={busy}
          disabled={ready.length === 0 || (restricted.length > 0 && !allowed)}
          onClick={() => void deduct()}
          data-testid="use-from-stock-confirm"
        >
          {t("stoichiometry.use.confirm")}
        </Button>
      </Group>
    </Stack>
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
