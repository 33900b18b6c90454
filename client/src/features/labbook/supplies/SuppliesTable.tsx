import type { HocuspocusProvider } from "@hocuspocus/provider";
import type * as Y from "yjs";
import { ReactionTable } from "../content/ReactionTable";
import type { BookContext } from "../stoichiometry/StoichiometrySection";
import { SupplyLink } from "./SupplyLink";
import { SupplyUseFromStock } from "./SupplyUseFromStock";

interface SuppliesTableProps {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  editable: boolean;
  /** The open book; null in the share view (no picker, no stock). */
  book: BookContext | null;
}

/** The supplies table: rows linked to the group's supplies (issue 40) and taken from their stock. */
export function SuppliesTable({ doc, provider, editable, book }: SuppliesTableProps) {
  return (
    <ReactionTable
      doc={doc}
      provider={provider}
      table="supplies"
      editable={editable}
      nameExtra={(row, index) => (
        <SupplyLink row={row} index={index} editable={editable} groupIdx={book?.groupIdx ?? null} />
      )}
      actions={editable && book ? (rows) => <SupplyUseFromStock rows={rows} book={book} /> : undefined}
    />
  );
}
