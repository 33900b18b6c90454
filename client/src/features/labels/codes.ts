import type { InventoryItem } from "@enote/shared";
import { paths } from "../../paths";

/**
 * Path parameters of the print pages. Each parameter is one list, comma-separated, in the
 * selection's order: `pinCodes` the pin numbers, `qrCodes` the rowKeys, `locationCodes` the
 * storage locations. Each entry is URI-encoded on its own (so a comma inside a location survives)
 * and an empty entry is written "-"; paths.ts then encodes the joined segment as a whole.
 */
const empty = "-";

export function encodeEntry(value: string | null | undefined): string {
  if (!value) return empty;
  return value === empty ? "%2D" : encodeURIComponent(value);
}

export function decodeEntry(value: string): string {
  if (value === empty) return "";
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function decodeList(param: string | undefined): string[] {
  return param ? param.split(",").map(decodeEntry) : [];
}

export const printKinds = ["label", "labelPrinter", "labelSheet", "labelLocation", "qrSheet"] as const;
export type PrintKind = (typeof printKinds)[number];

export type Printable = Pick<InventoryItem, "rowKey" | "pinNo" | "location">;

/** The print page for `items` (at least one). */
export function printUrl(kind: PrintKind, items: readonly Printable[]): string {
  const pins = items.map((item) => encodeEntry(item.pinNo));
  const keys = items.map((item) => encodeEntry(item.rowKey));
  switch (kind) {
    case "label":
      return paths.qrLabel(pins, keys);
    case "labelPrinter":
      return paths.qrLabelPrint(pins, keys);
    case "labelSheet":
      return paths.qrLabels(pins, keys);
    case "labelLocation":
      return paths.qrLabelsLocation(
        pins,
        keys,
        items.map((item) => encodeEntry(item.location)),
      );
    case "qrSheet":
      return paths.qrPrint(pins, keys);
  }
}
