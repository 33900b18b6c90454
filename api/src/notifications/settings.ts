import { eq, inArray } from "drizzle-orm";
import {
  defaultNotificationDelivery,
  notificationKinds,
  type Locale,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationSettings,
} from "@enote/shared";
import type { Db } from "../db/client";
import { notificationSettings } from "../db/schema";

type Stored = Partial<Record<NotificationKind, NotificationDelivery>>;

function withDefaults(stored: Stored): NotificationSettings["kinds"] {
  const kinds = { ...defaultNotificationDelivery };
  for (const kind of notificationKinds) {
    const chosen = stored[kind];
    if (chosen) kinds[kind] = chosen;
  }
  return kinds;
}

/** A member's settings; a member who never saved any has the defaults and the language they use now. */
export async function readSettings(
  db: Db,
  memberIdx: number,
  currentLocale: Locale,
): Promise<Omit<NotificationSettings, "mailAvailable">> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.memberIdx, memberIdx));
  return { locale: row?.locale ?? currentLocale, kinds: withDefaults(row?.kinds ?? {}) };
}

/** Saves every kind's delivery (only those unlike the defaults are kept) and the mails' language. */
export async function saveSettings(
  db: Db,
  memberIdx: number,
  input: Pick<NotificationSettings, "locale"> & { kinds: Stored },
): Promise<void> {
  const kinds: Stored = {};
  for (const kind of notificationKinds) {
    const chosen = input.kinds[kind];
    if (chosen && chosen !== defaultNotificationDelivery[kind]) kinds[kind] = chosen;
  }
  await db
    .insert(notificationSettings)
    .values({ memberIdx, locale: input.locale, kinds })
    .onConflictDoUpdate({
      target: notificationSettings.memberIdx,
      set: { locale: input.locale, kinds, updatedAt: new Date() },
    });
}

/** Changes one kind's delivery (or every kind's, for "all"), keeping the rest. */
export async function setDelivery(
  db: Db,
  memberIdx: number,
  kind: NotificationKind | "all",
  delivery: NotificationDelivery,
  fallbackLocale: Locale,
): Promise<void> {
  const current = await readSettings(db, memberIdx, fallbackLocale);
  const kinds = { ...current.kinds };
  for (const k of notificationKinds) if (kind === "all" || k === kind) kinds[k] = delivery;
  await saveSettings(db, memberIdx, { locale: current.locale, kinds });
}

/** Each member's delivery of `kind` and mail language (defaults for members without settings). */
export async function deliveriesOf(
  db: Db,
  memberIdxs: number[],
  kind: NotificationKind,
): Promise<Map<number, { delivery: NotificationDelivery; locale: Locale | null }>> {
  const rows =
    memberIdxs.length === 0
      ? []
      : await db.select().from(notificationSettings).where(inArray(notificationSettings.memberIdx, memberIdxs));
  const byMember = new Map(rows.map((row) => [row.memberIdx, row]));
  return new Map(
    memberIdxs.map((idx) => {
      const row = byMember.get(idx);
      return [idx, { delivery: row?.kinds[kind] ?? defaultNotificationDelivery[kind], locale: row?.locale ?? null }];
    }),
  );
}
