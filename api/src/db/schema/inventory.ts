import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  amountUnits,
  inventoryHistoryKinds,
  inventoryHistorySources,
  structureImageTypes,
  type Caution,
} from "@enote/shared";
import { groups } from "./groups";
import { labBooks } from "./labbooks";
import { members } from "./members";
import { bits512 } from "./types";

/** The pin number from the pin sequence: P and six digits (more once past 999,999). */
const pinNoExpression = sql`CASE WHEN pin_seq < 1000000 THEN 'P' || lpad(pin_seq::text, 6, '0') ELSE 'P' || pin_seq::text END`;

/** The longest search text the newest-first list index carries (search_head), in characters. */
export const inventorySearchHeadLength = 256;

/**
 * The text the inventory search matches with `LIKE '%q%'`: every searched column, lower-cased,
 * stored (a generated column), so neither the trigram index's recheck nor a scan lowers and
 * joins the columns per row. The pin is spelled from pin_seq: a generated column may not read another.
 * The CAS number comes again without dashes ("64175", as often typed) and the formula, as entered
 * and in Hill order, last, so a chemist finds a bottle by either (migrations 0018, 0035).
 */
const searchTextExpression = sql`lower(name || ' ' || coalesce(name_en, '') || ' ' || coalesce(cas_no, '') || ' ' || coalesce(catalog_no, '') || ' ' || (${pinNoExpression}) || ' ' || coalesce(custom_pin, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(supplier, '') || ' ' || coalesce(location, '') || ' ' || replace(coalesce(cas_no, ''), '-', '') || ' ' || coalesce(formula, '') || ' ' || coalesce(formula_hill, ''))`;

/**
 * Reagents of a group's cabinet. `row_key` is the unguessable key in URLs and QR codes; the pin
 * number is assigned from a sequence, once per installation (P000001, …, P1000000).
 */
export const inventoryItems = pgTable(
  "inventory_items",
  {
    rowKey: text("row_key").primaryKey(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    pinSeq: bigserial("pin_seq", { mode: "number" }).notNull(),
    pinNo: text("pin_no").notNull().generatedAlwaysAs(pinNoExpression),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    compound: text("compound"),
    casNo: text("cas_no"),
    smiles: text("smiles"),
    /** As the member entered it ("K2CO3"): shown and printed so. */
    formula: text("formula"),
    /** The formula in Hill order ("CK2O3"), written by the api: only an extra search key (migration 0035). */
    formulaHill: text("formula_hill"),
    molWeight: doublePrecision("mol_weight"),
    /**
     * The SMILES's compound for structure search (issue 39), written by the api with the SMILES:
     * openchemlib's ID code (stereo included), its 512-bit fingerprint and that's set bits.
     */
    structureKey: text("structure_key"),
    structureFp: bits512("structure_fp"),
    structureBits: smallint("structure_bits"),
    /** g/mL of the neat material (migration 0022). */
    density: doublePrecision("density"),
    amount: doublePrecision("amount").notNull(),
    unit: text("unit", { enum: amountUnits }).notNull(),
    purerate: doublePrecision("purerate"),
    packUnit: text("pack_unit"),
    location: text("location"),
    supplier: text("supplier"),
    manufacturer: text("manufacturer"),
    company: text("company"),
    catalogNo: text("catalog_no"),
    memo: text("memo"),
    caution: jsonb("caution").$type<Caution>().notNull().default({ pictograms: [], hazardStatements: [] }),
    customPin: text("custom_pin"),
    barcode: text("barcode"),
    msdsUrl: text("msds_url"),
    /** The uploaded MSDS PDF: a file name under ENOTE_DATA_DIR/files/msds, its size and time. */
    msdsFile: text("msds_file"),
    msdsSize: integer("msds_size"),
    msdsUploadedAt: timestamp("msds_uploaded_at", { withTimezone: true }),
    /** The uploaded structural formula image: a file under ENOTE_DATA_DIR/files/structure, its type, size and time. */
    structureFile: text("structure_file"),
    structureType: text("structure_type", { enum: structureImageTypes }),
    structureSize: integer("structure_size"),
    structureUploadedAt: timestamp("structure_uploaded_at", { withTimezone: true }),
    lbSeqNo: text("lb_seq_no"),
    /** A label within the lab's cabinet ("solvents", "acids"), not a member group. */
    inventoryGroup: text("inventory_group"),
    isPrivate: boolean("is_private").notNull().default(false),
    /** The lab restricts its use: whoever uses it from stock confirms it first (issue 39). */
    restricted: boolean("restricted").notNull().default(false),
    /** The reagent's life cycle (issue 40): when the bottle was opened and when it expires (YYYY-MM-DD). */
    openedOn: date("opened_on", { mode: "string" }),
    expiresOn: date("expires_on", { mode: "string" }),
    /** "Use within N months of opening": with openedOn, an expiry when expiresOn is not given. */
    useWithinMonths: smallint("use_within_months"),
    /**
     * The day it expires, whichever way it was given: expiresOn, or openedOn + useWithinMonths.
     * The list's "expired" / "expiring" filters and the daily check read it.
     */
    expiresDue: date("expires_due", { mode: "string" }).generatedAlwaysAs(
      sql`coalesce(expires_on, (opened_on + make_interval(months => use_within_months::int))::date)`,
    ),
    /** The low-stock level, in any unit that converts to the bottle's; null: no level. */
    lowStockAmount: doublePrecision("low_stock_amount"),
    lowStockUnit: text("low_stock_unit", { enum: amountUnits }),
    /** The level counts every in-use bottle of the group with the same catalog number, not this one alone. */
    lowStockAcross: boolean("low_stock_across").notNull().default(false),
    creatorIdx: integer("creator_idx")
      .notNull()
      .references(() => members.memberIdx),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    disusedAt: timestamp("disused_at", { withTimezone: true }),
    disuseReason: text("disuse_reason"),
    /** Derived from disused_at, so every list index can lead with (group, in use or not). */
    disused: boolean("disused")
      .notNull()
      .generatedAlwaysAs(sql`disused_at IS NOT NULL`),
    /** Name, English name, CAS, catalog, pin, custom pin, barcode, supplier and location, lower-cased. */
    searchText: text("search_text").notNull().generatedAlwaysAs(searchTextExpression),
    /**
     * The search text's two-character pairs as words (SQL function inventory_bigrams, migration
     * 0007), so a two-character search — common in Korean — is an indexed `LIKE '% ab %'`.
     */
    searchBigrams: text("search_bigrams")
      .notNull()
      .generatedAlwaysAs(sql`inventory_bigrams(${searchTextExpression})`),
    /**
     * The search text again when it has at most `inventorySearchHeadLength` characters (nearly
     * always), null when longer: the newest-first list index carries it, so a search walking
     * that index in list order matches each entry without reading its row. An index entry must
     * stay small; a longer text is matched from its row.
     */
    searchHead: text("search_head").generatedAlwaysAs(
      sql`CASE WHEN char_length(${searchTextExpression}) <= ${sql.raw(String(inventorySearchHeadLength))} THEN ${searchTextExpression} END`,
    ),
  },
  (t) => [
    uniqueIndex("inventory_items_pin_no_key").on(t.pinNo),
    index("inventory_items_structure_key_idx")
      .on(t.groupIdx, t.structureKey)
      .where(sql`structure_key IS NOT NULL`),
    index("inventory_items_search_text_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("inventory_items_search_bigrams_trgm").using("gin", t.searchBigrams.op("gin_trgm_ops")),
    // One per sort key of the list: (group, state, key, row_key) serves both orders. The
    // newest-first one also carries what a search matches and who may see the item, so a search
    // in that order reads only the index (columns after the unique row_key never order entries).
    index("inventory_items_list_added_idx").on(
      t.groupIdx,
      t.disused,
      t.addedAt,
      t.rowKey,
      t.searchHead,
      t.isPrivate,
      t.creatorIdx,
    ),
    index("inventory_items_list_name_idx").on(t.groupIdx, t.disused, t.name, t.rowKey),
    index("inventory_items_list_cas_idx").on(t.groupIdx, t.disused, t.casNo, t.rowKey),
    index("inventory_items_list_pin_idx").on(t.groupIdx, t.disused, t.pinSeq, t.rowKey),
    index("inventory_items_list_location_idx").on(t.groupIdx, t.disused, t.location, t.rowKey),
    index("inventory_items_list_amount_idx").on(t.groupIdx, t.disused, t.amount, t.rowKey),
    // Serves the inventory-group filter, alone or with a location.
    index("inventory_items_inventory_group_location_idx").on(t.groupIdx, t.disused, t.inventoryGroup, t.location),
    index("inventory_items_custom_pin_idx").on(t.groupIdx, t.customPin),
    index("inventory_items_barcode_idx").on(t.groupIdx, t.barcode),
    index("inventory_items_creator_idx").on(t.creatorIdx),
    index("inventory_items_expires_due_idx")
      .on(t.groupIdx, t.disused, t.expiresDue)
      .where(sql`expires_due IS NOT NULL`),
    index("inventory_items_low_stock_idx")
      .on(t.groupIdx, t.disused)
      .where(sql`low_stock_amount IS NOT NULL`),
  ],
);

/**
 * Items per (group, state, visibility, creator), kept by statement triggers on inventory_items
 * (migration inventory_counts), so an unfiltered list knows its exact total without counting rows.
 */
export const inventoryCounts = pgTable(
  "inventory_counts",
  {
    groupIdx: integer("group_idx").notNull(),
    disused: boolean("disused").notNull(),
    isPrivate: boolean("is_private").notNull(),
    creatorIdx: integer("creator_idx").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupIdx, t.disused, t.isPrivate, t.creatorIdx] })],
);

/** A member's bookmarked items. */
export const inventoryBookmarks = pgTable(
  "inventory_bookmarks",
  {
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    rowKey: text("row_key")
      .notNull()
      .references(() => inventoryItems.rowKey),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberIdx, t.rowKey] }), index("inventory_bookmarks_row_key_idx").on(t.rowKey)],
);

/**
 * What happened to an item, by whom and when, as data the client words in the reader's language.
 * Append-only: rows are never updated or deleted (migration 0009 once mapped the English texts
 * earlier entries kept in `detail` onto the structured columns).
 */
export const inventoryHistory = pgTable(
  "inventory_history",
  {
    historyIdx: serial("history_idx").primaryKey(),
    rowKey: text("row_key")
      .notNull()
      .references(() => inventoryItems.rowKey),
    kind: text("kind", { enum: inventoryHistoryKinds }).notNull(),
    /** disused: the member's reason. Before structured history: an English description. */
    detail: text("detail"),
    /** updated: keys of the changed fields (shared inventoryHistoryFields). */
    fields: jsonb("fields").$type<string[]>(),
    /** amount: the amount and unit before and after the change. */
    amountBefore: doublePrecision("amount_before"),
    unitBefore: text("unit_before", { enum: amountUnits }),
    amountAfter: doublePrecision("amount_after"),
    unitAfter: text("unit_after", { enum: amountUnits }),
    /** created: "form" or "import". */
    source: text("source", { enum: inventoryHistorySources }),
    /** used: the amount taken, in the unit the member gave (migration 0022). */
    usedAmount: doublePrecision("used_amount"),
    usedUnit: text("used_unit", { enum: amountUnits }),
    /** used: the lab book it was taken for. */
    lbIdx: integer("lb_idx").references(() => labBooks.lbIdx),
    /** used: the reaction table row (its id in the book's document) it was taken for (migration 0027). */
    reactionRowId: text("reaction_row_id"),
    memberIdx: integer("member_idx")
      .notNull()
      .references(() => members.memberIdx),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inventory_history_row_key_idx").on(t.rowKey, t.at),
    // Which bottles a lab book used.
    index("inventory_history_lb_idx_idx").on(t.lbIdx),
    // A reaction row is taken from stock once.
    uniqueIndex("inventory_history_reaction_row_key")
      .on(t.lbIdx, t.reactionRowId)
      .where(sql`${t.reactionRowId} is not null`),
  ],
);

/**
 * The words of a group's search texts (inventory_items.search_text split at spaces and ASCII
 * digits, two characters or longer: SQL function inventory_words_of), once each. Kept by the
 * triggers that keep inventory_word_items (migration 0015); a word stays after its last item has
 * gone. A search of one word fragment without digits finds the group's words containing it here,
 * by the trigram indexes, and their items in inventory_word_items.
 */
export const inventoryWords = pgTable(
  "inventory_words",
  {
    wordIdx: serial("word_idx").primaryKey(),
    groupIdx: integer("group_idx").notNull(),
    word: text("word").notNull(),
    /** The word's two-character pairs as words (inventory_bigrams), for a two-character search. */
    bigrams: text("bigrams")
      .notNull()
      .generatedAlwaysAs(sql`inventory_bigrams(word)`),
  },
  (t) => [
    uniqueIndex("inventory_words_group_word_key").on(t.groupIdx, t.word),
    index("inventory_words_word_trgm").using("gin", t.word.op("gin_trgm_ops")),
    index("inventory_words_bigrams_trgm").using("gin", t.bigrams.op("gin_trgm_ops")),
  ],
);

/**
 * Which items each word is in, in list order: one entry per word of an item's search text, with
 * what the list orders and filters by. Derived data, kept equal to inventory_items by its
 * statement triggers (migration 0015); never written by the api. Its index gives a word's items
 * newest (or oldest) first from the index alone, so a search reads about as many entries as it
 * counts and shows, however many items the group holds.
 */
export const inventoryWordItems = pgTable(
  "inventory_word_items",
  {
    wordIdx: integer("word_idx").notNull(),
    groupIdx: integer("group_idx").notNull(),
    disused: boolean("disused").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
    rowKey: text("row_key").notNull(),
    isPrivate: boolean("is_private").notNull(),
    creatorIdx: integer("creator_idx").notNull(),
  },
  // Columns after the unique row_key never order entries: they let the search filter by visibility from the index.
  (t) => [
    index("inventory_word_items_list_idx").on(
      t.wordIdx,
      t.groupIdx,
      t.disused,
      t.addedAt,
      t.rowKey,
      t.isPrivate,
      t.creatorIdx,
    ),
  ],
);

/** What an inventory alert is about: the bottle has expired, expires within 30 days, or is below its level. */
export const inventoryAlertKinds = ["expired", "expiring", "lowStock"] as const;

/**
 * The alerts a bottle is in now, as the last check found them (issue 40): a row appears when the
 * state begins (and the managers and the bottle's users are told, once) and is deleted when it
 * ends, so the same state coming back later tells them again.
 */
export const inventoryAlerts = pgTable(
  "inventory_alerts",
  {
    rowKey: text("row_key")
      .notNull()
      .references(() => inventoryItems.rowKey),
    kind: text("kind", { enum: inventoryAlertKinds }).notNull(),
    groupIdx: integer("group_idx")
      .notNull()
      .references(() => groups.groupIdx),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rowKey, t.kind] }), index("inventory_alerts_group_idx").on(t.groupIdx)],
);
