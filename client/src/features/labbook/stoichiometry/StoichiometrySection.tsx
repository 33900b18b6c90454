import type { HocuspocusProvider } from "@hocuspocus/provider";
import type { ReactNode } from "react";
import type * as Y from "yjs";
import { ReactionScheme } from "./ReactionScheme";
import { StoichiometryTable } from "./StoichiometryTable";
import { UseFromStock } from "./UseFromStock";
import { useStoichiometry } from "./useStoichiometry";

/** What the tables need of the open book beyond its document. */
export interface BookContext {
  lbIdx: number;
  groupIdx: number;
  /** My name, recorded on rows I deduct from stock. */
  memberName: string;
}

interface StoichiometrySectionProps {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  editable: boolean;
  book: BookContext | null;
  /** The supplies table, shown between reactants and products as before. */
  supplies: ReactNode;
}

/** The reaction scheme, the reactants, the supplies and the products, computed together. */
export function StoichiometrySection({ doc, provider, editable, book, supplies }: StoichiometrySectionProps) {
  const tables = useStoichiometry(doc);
  const hasStructures = [...tables.reactants, ...tables.products].some((row) => row.structure?.ok === true);
  return (
    <>
      {hasStructures || !editable ? <ReactionScheme reactants={tables.reactants} products={tables.products} /> : null}
      <StoichiometryTable
        tables={tables}
        table="reactants"
        provider={provider}
        editable={editable}
        groupIdx={book?.groupIdx ?? null}
        actions={editable && book ? <UseFromStock rows={tables.reactants} book={book} /> : null}
      />
      {supplies}
      <StoichiometryTable
        tables={tables}
        table="products"
        provider={provider}
        editable={editable}
        groupIdx={book?.groupIdx ?? null}
      />
    </>
  );
}
