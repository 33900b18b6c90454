/**
 * The layout of a lab book's Y.Doc (`labbook.<lbIdx>`), shared by the editor, the collab server's
 * projection and the api's seeding, so all three agree on one layout. Every key here is a root
 * type of the document; the set is fixed, so no root type ever has to be deleted.
 */

/** Rich-text sections, each a Y.XmlFragment edited by its own TipTap editor. */
export const labBookSections = ["goal", "procedure", "observation", "result", "futurePlan", "report"] as const;
export type LabBookSection = (typeof labBookSections)[number];

/** Reaction tables, each a Y.Array of rows; a row is a Y.Map of cells whose values are Y.Text. */
export const labBookTables = ["reactants", "supplies", "products"] as const;
export type LabBookTable = (typeof labBookTables)[number];

/** Cells of a reaction table row, co-edited character by character. */
export const reactionCells = ["name", "amount", "unit", "note"] as const;
export type ReactionCell = (typeof reactionCells)[number];

/** The tables whose rows are compounds with a stoichiometry (supplies keep the four cells). */
export const stoichiometryTables = ["reactants", "products"] as const satisfies readonly LabBookTable[];
export type StoichiometryTable = (typeof stoichiometryTables)[number];

/**
 * Quantities a member may type in a reactant or product row; the one typed last is the row's
 * basis (`reactionRowKeys.basis`) and the others are computed from it on every screen. Each is
 * its own Y.Text, so two members typing in two quantities never mix their digits. `moles` is the
 * amount of substance (mmol or mol); the four-cell `amount` keeps its old meaning ("as typed,
 * in `unit`"), read by books written before the stoichiometry table.
 */
export const quantityCells = ["equiv", "moles", "mass", "volume"] as const;
export type QuantityCell = (typeof quantityCells)[number];

/** The compound's properties and the product's weighed mass: typed, co-edited Y.Text too. */
export const propertyCells = [
  "mw",
  "purity",
  "density",
  "concentration",
  "smiles",
  "cas",
  "formula",
  "actualMass",
] as const;
export type PropertyCell = (typeof propertyCells)[number];

/** Every co-edited cell a reaction table row may hold. */
export const reactionTextCells = [...reactionCells, ...quantityCells, ...propertyCells] as const;
export type ReactionTextCell = (typeof reactionTextCells)[number];

/** The cells the lab book search reads (names, CAS and formula find a book; digits do not). */
export const reactionSearchCells = [
  "name",
  "cas",
  "formula",
  "amount",
  "unit",
  "note",
] as const satisfies readonly ReactionTextCell[];

/**
 * Plain values of a row (last writer wins; nobody types into them character by character). A
 * computed quantity is never stored: every screen computes it from these and the typed cells.
 */
export const reactionRowKeys = {
  /** The linked inventory item's rowKey (string), or absent for a free row. */
  rowKey: "rowKey",
  /** A supplies row's linked supply (`/material`): its materialIdx (number), or absent. */
  materialIdx: "materialIdx",
  /** true on the one limiting reactant. */
  limiting: "limiting",
  /** The QuantityCell typed last. */
  basis: "basis",
  /** Display and typing units of the quantities: MassUnit, VolumeUnit, "mmol" | "mol", "M" | "mM". */
  massUnit: "massUnit",
  volumeUnit: "volumeUnit",
  molesUnit: "molesUnit",
  concentrationUnit: "concentrationUnit",
  actualMassUnit: "actualMassUnit",
  /** ISO time and member name of the "use from stock" that deducted this row from its item or supply. */
  usedAt: "usedAt",
  usedBy: "usedBy",
} as const;

export const labBookDoc = {
  /** Y.Text: the title, co-edited; projected into the relational row on store. */
  title: "title",
  /** Y.XmlFragment name of a section. */
  section: (section: LabBookSection) => `section.${section}`,
  /** Y.Array name of a reaction table. */
  table: (table: LabBookTable) => `table.${table}`,
  /** Key of a row's stable id inside the row's Y.Map (a string, never edited). */
  rowId: "id",
} as const;

/** Limits of one lab book document. */
export const labBookLimits = {
  titleMax: 200,
  /** Rows per reaction table. */
  maxRows: 200,
  /** Characters per reaction table cell. */
  cellMax: 500,
} as const;
