import {
  formatAmount,
  inventoryHistoryFields,
  type AmountUnit,
  type InventoryHistoryEntry,
  type InventoryHistoryField,
} from "@enote/shared";
import type { TFunction } from "i18next";

const isHistoryField = (key: string): key is InventoryHistoryField =>
  (inventoryHistoryFields as readonly string[]).includes(key);

const amountText = (value: { amount: number; unit: AmountUnit }) => formatAmount(value.amount, value.unit);

/**
 * The line under a history entry's title, in the reader's language: which fields changed, the
 * amount before and after (and what a use in a lab book took), the disuse reason, or that the item came from an import. An entry
 * older than structured history that could not be mapped shows its stored (English) text.
 */
export function historyDetail(entry: InventoryHistoryEntry, t: TFunction): string | null {
  if (entry.kind === "updated" && entry.fields.length > 0) {
    const fields = entry.fields.map((key) => (isHistoryField(key) ? t(`inventory.fields.${key}`) : key));
    return t("inventory.history.changed", { fields: fields.join(", ") });
  }
  if (entry.kind === "used" && entry.amount && entry.used) {
    return t("inventory.history.usedDetail", {
      used: amountText(entry.used),
      before: amountText(entry.amount.before),
      after: amountText(entry.amount.after),
    });
  }
  if (entry.kind === "amount" && entry.amount) {
    return t("inventory.history.amountChange", {
      before: amountText(entry.amount.before),
      after: amountText(entry.amount.after),
    });
  }
  if (entry.kind === "disused" && entry.reason) return t("inventory.history.reason", { reason: entry.reason });
  if (entry.kind === "created" && entry.source === "import") return t("inventory.history.imported");
  if (entry.kind === "created" && entry.order) {
    return t("inventory.history.fromOrder", { orderIdx: entry.order.orderIdx, supplier: entry.order.supplier ?? "—" });
  }
  return entry.legacyText;
}
