/**
 * Names of the collaborative documents (Y.Doc) the client and the collab server agree on.
 * Later issues add the keys of the fragments, arrays and maps inside each document.
 */
export const documentKinds = ["labbook", "meeting", "group"] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentName = {
  labbook: (lbIdx: number) => `labbook.${lbIdx}`,
  meeting: (meetingIdx: number) => `meeting.${meetingIdx}`,
  /** A group's change feed: members open it read-only to hear that lists changed. */
  groupEvents: (groupIdx: number) => `group.${groupIdx}`,
} as const;

/**
 * Layout of a group's change feed document: one Y.Map whose keys are topics ("inventory",
 * "material", …) and whose values say what changed last. Clients refetch on change; the
 * document carries no data of its own, so a read-only member sees nothing they could not list.
 */
export const groupEventsDoc = { map: "events" } as const;
export const liveTopics = ["inventory", "material"] as const;
export type LiveTopic = (typeof liveTopics)[number];
export interface LiveEvent {
  /** Increases with every change of the topic. */
  rev: number;
  /** The changed item's key (rowKey, materialIdx), or null for bulk changes such as an import. */
  key: string | null;
  at: number;
}

/** Splits `labbook.12` into its kind and id; anything else is null. */
export function parseDocumentName(name: string): { kind: DocumentKind; id: number } | null {
  const match = /^([a-z]+)\.(\d{1,10})$/.exec(name);
  if (!match) return null;
  const [, kind, id] = match;
  if (!(documentKinds as readonly string[]).includes(kind ?? "")) return null;
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  return { kind: kind as DocumentKind, id: n };
}
