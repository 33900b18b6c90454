import type { Quotation } from "@enote/shared";

/**
 * The cheapest answer per item: the supplier(s) whose available unit price is lowest, compared
 * only among answers in the same currency as the lowest one found first (no exchange rates).
 */
export function cheapestByItem(quotation: Quotation): Map<number, Set<number>> {
  const result = new Map<number, Set<number>>();
  for (const item of quotation.items) {
    const offers = quotation.suppliers.flatMap((s) =>
      s.items
        .filter((a) => a.quotationItemIdx === item.quotationItemIdx && a.available && a.unitPrice !== null)
        .map((a) => ({ supplierIdx: s.supplierIdx, price: a.unitPrice ?? 0, currency: a.currency })),
    );
    const currency = offers[0]?.currency;
    const same = offers.filter((o) => o.currency === currency);
    if (same.length === 0) continue;
    const lowest = Math.min(...same.map((o) => o.price));
    result.set(item.quotationItemIdx, new Set(same.filter((o) => o.price === lowest).map((o) => o.supplierIdx)));
  }
  return result;
}
