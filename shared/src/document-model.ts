/**
 * Names of the collaborative documents (Y.Doc) the client and the collab server agree on.
 * Later issues add the keys of the fragments, arrays and maps inside each document.
 */
import { labBookDoc, labBookSections, labBookTables } from "./labbook/document";
import { memoDoc } from "./memos/document";
import { meetingRoots } from "./meeting/document";
export const documentKinds = ["labbook", "memo", "meeting", "group", "member"] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentName = {
  labbook: (lbIdx: number) => `labbook.${lbIdx}`,
  /** A drawing memo of a lab book (memos/document.ts): read and written as its book's text is. */
  memo: (memoIdx: number) => `memo.${memoIdx}`,
  meeting: (meetingIdx: number) => `meeting.${meetingIdx}`,
  /** A group's change feed: members open it read-only to hear that lists changed. */
  groupEvents: (groupIdx: number) => `group.${groupIdx}`,
  /** One member's own change feed (their notifications): opened read-only by that member alone. */
  memberEvents: (memberIdx: number) => `member.${memberIdx}`,
} as const;

/**
 * Layout of a group's change feed document: one Y.Map whose keys are topics ("inventory",
 * "material", …) and whose values say what changed last. Clients refetch on change; the
 * document carries no data of its own, so a read-only member sees nothing they could not list.
 */
export const groupEventsDoc = { map: "events" } as const;
export const liveTopics = ["inventory", "material", "purchasing", "bookfeed", "community"] as const;
export type LiveTopic = (typeof liveTopics)[number];
/** Topics of a member's own feed (`member.<idx>`, same layout as a group's). */
export const memberTopics = ["notifications"] as const;
export type MemberTopic = (typeof memberTopics)[number];
export interface LiveEvent {
  /** Increases with every change of the topic. */
  rev: number;
  /** The changed item's key (rowKey, materialIdx), or null for bulk changes such as an import. */
  key: string | null;
  at: number;
}

let labBookRoots: readonly string[] | undefined;

/**
 * The root types a document may hold, by its name; null for a name that is no document. Lab books
 * hold their layout's (labbook/document.ts), a group's feed its one map, a meeting room its four
 * roots (meeting/document.ts).
 */
export function documentRoots(name: string): readonly string[] | null {
  const parsed = parseDocumentName(name);
  if (!parsed) return null;
  // Asked on every incoming update (the collab server's layout check): one list, built once.
  if (parsed.kind === "labbook") {
    labBookRoots ??= [
      labBookDoc.title,
      ...labBookSections.map((section) => labBookDoc.section(section)),
      ...labBookTables.map((table) => labBookDoc.table(table)),
    ];
    return labBookRoots;
  }
  if (parsed.kind === "memo") return [memoDoc.elements];
  if (parsed.kind === "group" || parsed.kind === "member") return [groupEventsDoc.map];
  return meetingRoots;
}

/** The largest id a document can name: ids are PostgreSQL integers. */
const maxDocumentId = 2_147_483_647;

/** The one name of a document of this kind and id, as documentName builds it. */
export function canonicalDocumentName(kind: DocumentKind, id: number): string {
  if (kind === "group") return documentName.groupEvents(id);
  return kind === "member" ? documentName.memberEvents(id) : documentName[kind](id);
}

/**
 * Splits `labbook.12` into its kind and id; anything else is null, every other spelling of the
 * same document included (`labbook.012`, `labbook.+12`, `LABBOOK.12`): a document has exactly
 * one name, so one state, one size cap and one set of access rules.
 */
export function parseDocumentName(name: string): { kind: DocumentKind; id: number } | null {
  const match = /^([a-z]+)\.([1-9][0-9]{0,9})$/.exec(name);
  if (!match) return null;
  const [, kind, id] = match;
  if (!(documentKinds as readonly string[]).includes(kind ?? "")) return null;
  const n = Number(id);
  if (n > maxDocumentId) return null;
  const parsed = { kind: kind as DocumentKind, id: n };
  return canonicalDocumentName(parsed.kind, parsed.id) === name ? parsed : null;
}
