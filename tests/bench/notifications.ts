/**
 * npm run bench:notifications — notifications at lab scale (issue 35).
 *
 * On a fresh database of the PostgreSQL server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names,
 * dropped afterwards: (1) one event notifying 2,000 members (what a notice to the whole
 * installation writes), in one transaction with its mail jobs; (2) the unread count of one member
 * (count.do's query) with 200,000 notifications in the table, p50/p95 over BENCH_REQUESTS calls.
 * Measured in this process against the real database: HTTP adds the same few tenths of a ms to any call.
 *
 * Env: BENCH_MEMBERS (2000), BENCH_ROWS (200000), BENCH_REQUESTS (500).
 */
import { percentile, withBenchDatabase } from "./throwaway";
import { readEnv } from "../../api/src/env";
import { notify } from "../../api/src/notifications/record";
import { unreadCount } from "../../api/src/notifications/inbox";

const members = Number(process.env.BENCH_MEMBERS ?? 2000);
const rows = Number(process.env.BENCH_ROWS ?? 200_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 500);

async function main(): Promise<void> {
  await withBenchDatabase("notifications", async (db) => {
    await db.execute(`
      INSERT INTO members (member_id, email, first_name, last_name, initial, phone, role, agree_terms, agree_privacy)
      SELECT 'bench' || n, 'bench' || n || '@lab.test', 'Member', 'No' || n, 'BEN', '010-0000-0000', 'FRONT', true, true
        FROM generate_series(1, ${members}) AS n`);
    const idxs = (await db.execute(`SELECT member_idx FROM members ORDER BY member_idx`)) as unknown as {
      rows: { member_idx: number }[];
    };
    const recipients = idxs.rows.map((row) => row.member_idx);
    const [actorIdx] = recipients;
    const ctx = {
      env: readEnv({ ENOTE_SMTP_URL: "smtp://u:p@127.0.0.1:2525" }),
      mail: { configured: true, send: async () => undefined, close: () => undefined },
    };
    const started = performance.now();
    const notified = await db.transaction((tx) =>
      notify(ctx, tx, {
        kind: "projectAdded",
        actorIdx: actorIdx ?? null,
        recipients,
        subjectType: "project",
        subjectIdx: 1,
        link: "/myLab/projects",
      }),
    );
    const fanOutMs = performance.now() - started;
    console.log(
      `one event to ${members} members: ${notified.length} notifications (and the mail jobs settings ask for) written in ${fanOutMs.toFixed(0)} ms`,
    );

    // The rows point at 50 groups every member belongs to, so count.do's access check finds
    // each unread subject readable (the costly case: nothing is filtered out early).
    await db.execute(`
      INSERT INTO groups (group_name, sign_up_code, sign_up_code_expires_at, created_by)
      SELECT 'Bench lab ' || g, 'BENCH' || lpad(g::text, 5, '0'), now() + interval '1 day', ${actorIdx}
        FROM generate_series(1, 50) AS g`);
    await db.execute(`
      INSERT INTO group_members (group_idx, member_idx)
      SELECT g.group_idx, m.member_idx FROM groups g CROSS JOIN members m`);
    const firstGroup = (await db.execute(`SELECT min(group_idx) AS g FROM groups`)) as unknown as {
      rows: { g: number }[];
    };
    const groupBase = firstGroup.rows[0]?.g ?? 1;
    await db.execute(`
      INSERT INTO notifications (recipient_idx, kind, actor_idx, subject_type, subject_idx, link, read_at)
      SELECT ${recipients[0]} + (n % ${members}), 'groupLevelChanged', ${actorIdx}, 'group', ${groupBase} + (n % 50),
             '/myLab/groups', CASE WHEN (n / ${members}) % 2 = 0 THEN now() END
        FROM generate_series(1, ${rows - notified.length}) AS n`);
    await db.execute("ANALYZE notifications");
    const member = recipients[Math.floor(recipients.length / 2)] ?? 1;
    const times: number[] = [];
    let unread = 0;
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      unread = await unreadCount(db, { memberIdx: member, role: "FRONT" });
      times.push(performance.now() - t0);
    }
    // The bare index count, for comparison on the same (possibly busy) machine.
    const bare: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      await db.execute(`SELECT count(*)::int FROM notifications WHERE recipient_idx = ${member} AND read_at IS NULL`);
      bare.push(performance.now() - t0);
    }
    console.log(
      `bare unread count (no access check), same table: p50 ${percentile(bare, 50).toFixed(2)} ms, p95 ${percentile(bare, 95).toFixed(2)} ms`,
    );
    console.log(
      `count.do query with ${rows} notifications (${unread} unread for the member): ` +
        `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${requests} calls`,
    );
  });
}

await main();
