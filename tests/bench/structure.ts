/**
 * npm run bench:structure — structure search over a 100,000-bottle cabinet (issue 39).
 *
 * On a fresh database of the PostgreSQL server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names,
 * dropped afterwards: 100,000 bottles of 20,000 compounds (five of each) (api/src/test/structures.ts: the keys
 * written as the api writes them), then each query's first page of a substructure search
 * (what a member waits for), BENCH_ROUNDS times, with the fingerprint's candidate counts; then
 * exact and similarity searches. Measured in this process against the real database and the
 * api's own search (HTTP adds the same few tenths of a ms to any call).
 *
 * Env: BENCH_ITEMS (100000), BENCH_COMPOUNDS (20000), BENCH_ROUNDS (20).
 */
import type { StructureSearchMode } from "@enote/shared";
import type { Actor } from "../../api/src/auth/actor";
import { percentile, withBenchDatabase } from "./throwaway";
import { searchStructures } from "../../api/src/structure/search";
import { seedCabinet, structureLibrary } from "../../api/src/test/structures";

const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const compounds = Number(process.env.BENCH_COMPOUNDS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);

/** Fragments a chemist looks for, from very common (a benzene ring) to rare. */
const substructures = [
  "c1ccccc1",
  "C(=O)O",
  "OB(O)c1ccccc1",
  "c1ccncc1",
  "C1CCNCC1",
  "C(F)(F)F",
  "S(=O)(=O)N",
  "c1ccc2ccccc2c1",
  "c1ccc(I)cc1C#N",
  "C[C@@H](N)C(=O)O",
];

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  await withBenchDatabase("structure", async (db) => {
    const rows = (await db.execute(`
      WITH m AS (
        INSERT INTO members (member_id, email, first_name, last_name, initial, phone, role, agree_terms, agree_privacy)
        VALUES ('bench', 'bench@lab.test', 'Bench', 'Chemist', 'BC', '010-0000-0000', 'FRONT', true, true)
        RETURNING member_idx),
      g AS (
        INSERT INTO groups (group_name, sign_up_code, sign_up_code_expires_at, created_by)
        SELECT 'Bench lab', 'BENCHCODE1', now() + interval '1 day', member_idx FROM m RETURNING group_idx, created_by)
      INSERT INTO group_members (group_idx, member_idx, is_manager) SELECT group_idx, created_by, true FROM g
      RETURNING group_idx, member_idx`)) as unknown as { rows: { group_idx: number; member_idx: number }[] };
    const [seat] = rows.rows;
    if (!seat) throw new Error("no bench member");
    const started = performance.now();
    const library = structureLibrary(compounds);
    await seedCabinet(db, {
      groupIdx: seat.group_idx,
      creatorIdx: seat.member_idx,
      smiles: library,
      copies: Math.ceil(itemCount / library.length),
    });
    await db.execute("ANALYZE inventory_items");
    const [count] = (
      (await db.execute("SELECT count(*)::int AS n FROM inventory_items")) as unknown as { rows: { n: number }[] }
    ).rows;
    console.log(
      `seeded ${count?.n} bottles of ${library.length} compounds in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const actor: Actor = { memberIdx: seat.member_idx, role: "FRONT", sessionId: "bench", mustChangePassword: false };
    const run = async (smiles: string, mode: StructureSearchMode, threshold = 0.8) => {
      const t0 = performance.now();
      const result = await searchStructures({ db }, actor, {
        smiles,
        mode,
        threshold,
        groupIdx: seat.group_idx,
        scope: ["inventory"],
      });
      return { ms: performance.now() - t0, hits: result.inventory.length, candidates: result.candidates.inventory };
    };

    const all: number[] = [];
    console.log(`\nsubstructure, first page (${rounds} rounds each):`);
    for (const query of substructures) {
      const times: number[] = [];
      let last = { hits: 0, candidates: 0 };
      await run(query, "substructure");
      for (let round = 0; round < rounds; round++) {
        const result = await run(query, "substructure");
        times.push(result.ms);
        last = result;
      }
      all.push(...times);
      console.log(
        `  ${query.padEnd(20)} p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  hits ${String(last.hits).padStart(3)}  fingerprint candidates ${last.candidates}`,
      );
    }
    console.log(
      `  all substructure queries: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))} (target ≤ 300 ms)`,
    );

    for (const [mode, threshold] of [
      ["exact", 0.8],
      ["similarity", 0.8],
      ["similarity", 0.6],
    ] as const) {
      const times: number[] = [];
      let hits = 0;
      for (let round = 0; round < rounds; round++) {
        const query = library[(round * 97) % library.length] ?? "C";
        const result = await run(query, mode, threshold);
        times.push(result.ms);
        hits += result.hits;
      }
      console.log(
        `${mode}${mode === "similarity" ? ` ≥ ${threshold}` : ""}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ${(hits / rounds).toFixed(1)} hits per page on average`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
