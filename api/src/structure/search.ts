import { and, asc, desc, eq, isNotNull, or, sql, type Column, type SQL } from "drizzle-orm";
import {
  structureSearchLimits,
  type BookStructureHit,
  type InventoryStructureHit,
  type StructureSearchInput,
  type StructureSearchResult,
  type StructureUsesResult,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { bookStructures, inventoryItems, labBooks } from "../db/schema";
import { requireGroup, seesAllPrivate } from "../inventory/access";
import { loadItem, visibleTo } from "../inventory/items";
import { readableBooks } from "../labbook/list";
import { openchemlib } from "../lib/openchemlib";
import { readQuery, type StructureQuery } from "./fingerprint";
import { readCursor, writeCursor, type SourceCursor } from "./cursor";

type Input = Required<Pick<StructureSearchInput, "mode" | "threshold" | "groupIdx" | "scope">> &
  Pick<StructureSearchInput, "smiles" | "molfile" | "cursor">;

/** Candidates the fingerprint lets through, read per round; the real match then keeps or drops each. */
const CANDIDATE_BATCH = 2000;
/** At most this many candidates are matched per request and source: the rest waits for the next page. */
const CANDIDATES_PER_REQUEST = 20_000;

/** Decides whether a stored compound (its ID code) holds the query, remembering each code's answer. */
async function substructureMatcher(query: StructureQuery): Promise<(idcode: string) => boolean> {
  const { Molecule, SSSearcher } = await openchemlib();
  const searcher = new SSSearcher();
  searcher.setFragment(query.fragment);
  const known = new Map<string, boolean>();
  return (idcode) => {
    const seen = known.get(idcode);
    if (seen !== undefined) return seen;
    let found: boolean;
    try {
      searcher.setMolecule(Molecule.fromIDCode(idcode, false));
      found = searcher.isFragmentInMolecule();
    } catch {
      found = false;
    }
    known.set(idcode, found);
    return found;
  };
}

/** Tanimoto similarity of a stored fingerprint to the query's, in SQL (what openchemlib computes). */
const similarityOf = (column: Column, fp: string) =>
  sql<number>`(bit_count(${column} & ${fp}::bit(512))::float8 / nullif(bit_count(${column} | ${fp}::bit(512)), 0))`;

interface Screen {
  /** WHERE of the candidates (fingerprint, key or similarity). */
  where: (fp: Column, key: Column) => SQL;
  confirm: ((idcode: string) => boolean) | null;
}

async function screenOf(query: StructureQuery, input: Input): Promise<Screen> {
  if (input.mode === "exact") return { where: (_fp, key) => sql`${key} = ${query.keys.key}`, confirm: null };
  if (input.mode === "similarity") {
    const t = input.threshold;
    return {
      where: (fp) => sql`${similarityOf(fp, query.keys.fp)} >= ${t}`,
      confirm: null,
    };
  }
  const q = query.fragmentFp;
  return {
    where: (fp) => sql`(${fp} & ${q}::bit(512)) = ${q}::bit(512)`,
    confirm: await substructureMatcher(query),
  };
}

/** Bits a compound at least `threshold` similar to the query can have (Tanimoto ≤ min/max of the counts). */
function bitRange(bits: number, threshold: number): [number, number] {
  return [Math.ceil(bits * threshold), Math.floor(bits / threshold)];
}

interface Page<T> {
  hits: T[];
  candidates: number;
  next: SourceCursor;
}

const pageSize = structureSearchLimits.pageSize;

/** A page by similarity from the rows asked for with one more than a page: most similar first. */
function similarPage<R extends { similarity: number }, H>(rows: R[], offset: number, toHit: (row: R) => H): Page<H> {
  return {
    hits: rows.slice(0, pageSize).map(toHit),
    candidates: rows.length,
    next: rows.length > pageSize ? { kind: "offset", offset: offset + pageSize } : { kind: "done" },
  };
}

type Key = (number | string)[];

/**
 * The candidates the fingerprint lets through, in key order after `start`, each matched for real
 * until a page of hits is found, the candidates run out, or this request's share is used up.
 */
async function matchedPage<R, H>(
  start: Key | null,
  screen: Screen,
  source: {
    batch: (after: Key | null) => Promise<R[]>;
    keyOf: (row: R) => Key;
    idcodeOf: (row: R) => string;
    toHit: (row: R) => H;
  },
): Promise<Page<H>> {
  const hits: H[] = [];
  let candidates = 0;
  let position = start;
  for (;;) {
    const rows = await source.batch(position);
    for (const row of rows) {
      candidates++;
      position = source.keyOf(row);
      if (screen.confirm && !screen.confirm(source.idcodeOf(row))) continue;
      hits.push(source.toHit(row));
      if (hits.length === pageSize) return { hits, candidates, next: { kind: "key", key: position } };
    }
    if (rows.length < CANDIDATE_BATCH || !position) return { hits, candidates, next: { kind: "done" } };
    if (candidates >= CANDIDATES_PER_REQUEST) return { hits, candidates, next: { kind: "key", key: position } };
  }
}

const bottleColumns = {
  rowKey: inventoryItems.rowKey,
  pinSeq: inventoryItems.pinSeq,
  pinNo: inventoryItems.pinNo,
  name: inventoryItems.name,
  casNo: inventoryItems.casNo,
  location: inventoryItems.location,
  amount: inventoryItems.amount,
  unit: inventoryItems.unit,
  smiles: inventoryItems.smiles,
  idcode: inventoryItems.structureKey,
};
interface BottleRow {
  rowKey: string;
  pinNo: string;
  name: string;
  casNo: string | null;
  location: string | null;
  amount: number;
  unit: InventoryStructureHit["unit"];
  smiles: string | null;
  idcode: string | null;
}

const bottleHit = ({ smiles, idcode, ...row }: BottleRow, similarity: number | null): InventoryStructureHit => ({
  rowKey: row.rowKey,
  pinNo: row.pinNo,
  name: row.name,
  casNo: row.casNo,
  location: row.location,
  amount: row.amount,
  unit: row.unit,
  smiles: smiles ?? "",
  idcode: idcode ?? "",
  similarity,
});

async function searchInventory(
  db: Db,
  actor: Actor,
  input: Input,
  query: StructureQuery,
  screen: Screen,
  after: SourceCursor,
): Promise<Page<InventoryStructureHit>> {
  const standing = await requireGroup(db, actor, input.groupIdx, "inventory.read");
  const base = and(
    eq(inventoryItems.groupIdx, input.groupIdx),
    eq(inventoryItems.disused, false),
    visibleTo(actor.memberIdx, seesAllPrivate(actor, standing)),
    isNotNull(inventoryItems.structureFp),
  );
  const screened = screen.where(inventoryItems.structureFp, inventoryItems.structureKey);

  if (input.mode === "similarity") {
    const offset = after.kind === "offset" ? after.offset : 0;
    const [low, high] = bitRange(query.keys.bits, input.threshold);
    const similarity = similarityOf(inventoryItems.structureFp, query.keys.fp);
    const rows = await db
      .select({ ...bottleColumns, similarity })
      .from(inventoryItems)
      .where(and(base, sql`${inventoryItems.structureBits} BETWEEN ${low} AND ${high}`, screened))
      .orderBy(desc(similarity), asc(inventoryItems.pinSeq))
      .limit(pageSize + 1)
      .offset(offset);
    return similarPage(rows, offset, (row) => bottleHit(row, row.similarity));
  }

  return matchedPage(after.kind === "key" ? after.key : null, screen, {
    batch: (position) =>
      db
        .select(bottleColumns)
        .from(inventoryItems)
        .where(and(base, sql`${inventoryItems.pinSeq} > ${Number(position?.[0] ?? 0)}`, screened))
        .orderBy(asc(inventoryItems.pinSeq))
        .limit(CANDIDATE_BATCH),
    keyOf: (row) => [row.pinSeq],
    idcodeOf: (row) => row.idcode ?? "",
    toHit: (row) => bottleHit(row, null),
  });
}

const bookColumns = {
  lbIdx: bookStructures.lbIdx,
  role: bookStructures.role,
  position: bookStructures.position,
  rowName: bookStructures.name,
  smiles: bookStructures.smiles,
  idcode: bookStructures.structureKey,
  kind: labBooks.kind,
  title: labBooks.title,
  status: labBooks.status,
};
type BookRow = { [K in keyof typeof bookColumns]: (typeof bookColumns)[K]["_"]["data"] };

const bookHit = (row: BookRow, similarity: number | null): BookStructureHit => ({ ...row, similarity });

async function searchBooks(
  db: Db,
  actor: Actor,
  input: Input,
  query: StructureQuery,
  screen: Screen,
  after: SourceCursor,
): Promise<Page<BookStructureHit>> {
  const readable = await readableBooks(db, actor);
  if (!readable) return { hits: [], candidates: 0, next: { kind: "done" } };
  const screened = screen.where(bookStructures.structureFp, bookStructures.structureKey);

  if (input.mode === "similarity") {
    const offset = after.kind === "offset" ? after.offset : 0;
    const [low, high] = bitRange(query.keys.bits, input.threshold);
    const similarity = similarityOf(bookStructures.structureFp, query.keys.fp);
    const rows = await db
      .select({ ...bookColumns, similarity })
      .from(bookStructures)
      .innerJoin(labBooks, eq(labBooks.lbIdx, bookStructures.lbIdx))
      .where(and(readable, sql`${bookStructures.structureBits} BETWEEN ${low} AND ${high}`, screened))
      .orderBy(desc(similarity), desc(bookStructures.lbIdx), asc(bookStructures.role), asc(bookStructures.position))
      .limit(pageSize + 1)
      .offset(offset);
    return similarPage(rows, offset, ({ similarity: value, ...row }) => bookHit(row, value));
  }

  return matchedPage(after.kind === "key" ? after.key : null, screen, {
    batch: (position) =>
      db
        .select(bookColumns)
        .from(bookStructures)
        .innerJoin(labBooks, eq(labBooks.lbIdx, bookStructures.lbIdx))
        .where(
          and(
            readable,
            position
              ? sql`(${bookStructures.lbIdx}, ${bookStructures.role}, ${bookStructures.position}) > (${Number(position[0])}, ${String(position[1])}, ${Number(position[2])})`
              : undefined,
            screened,
          ),
        )
        .orderBy(asc(bookStructures.lbIdx), asc(bookStructures.role), asc(bookStructures.position))
        .limit(CANDIDATE_BATCH),
    keyOf: (row) => [row.lbIdx, row.role, row.position],
    idcodeOf: (row) => row.idcode,
    toHit: (row) => bookHit(row, null),
  });
}

/** Books a bottle's uses list: at most this many rows, newest books first. */
const USES_MAX = 200;

/** "Where was this used": the readable books whose reaction tables link the bottle or hold its compound. */
export async function structureUses(ctx: AppContext, actor: Actor, rowKey: string): Promise<StructureUsesResult> {
  const item = await loadItem(ctx.db, actor, rowKey, "inventory.read");
  const readable = await readableBooks(ctx.db, actor);
  if (!readable) return { books: [] };
  const sameCompound = item.structureKey ? eq(bookStructures.structureKey, item.structureKey) : undefined;
  const rows = await ctx.db
    .select(bookColumns)
    .from(bookStructures)
    .innerJoin(labBooks, eq(labBooks.lbIdx, bookStructures.lbIdx))
    .where(and(readable, or(eq(bookStructures.rowKey, rowKey), sameCompound)))
    .orderBy(desc(bookStructures.lbIdx), asc(bookStructures.role), asc(bookStructures.position))
    .limit(USES_MAX);
  return { books: rows.map((row) => bookHit(row, null)) };
}

/** Structure search in the group's cabinet and the books the actor may read (issue 39). */
export async function searchStructures(
  ctx: Pick<AppContext, "db">,
  actor: Actor,
  input: Input,
): Promise<StructureSearchResult> {
  const cursor = readCursor(input.cursor);
  const query = await readQuery(input);
  const screen = await screenOf(query, input);
  const done: Page<never> = { hits: [], candidates: 0, next: { kind: "done" } };
  const inventory =
    input.scope.includes("inventory") && cursor.inventory.kind !== "done"
      ? await searchInventory(ctx.db, actor, input, query, screen, cursor.inventory)
      : done;
  const books =
    input.scope.includes("books") && cursor.books.kind !== "done"
      ? await searchBooks(ctx.db, actor, input, query, screen, cursor.books)
      : done;
  return {
    inventory: inventory.hits,
    books: books.hits,
    candidates: { inventory: inventory.candidates, books: books.candidates },
    nextCursor: writeCursor({ inventory: inventory.next, books: books.next }),
  };
}
