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
