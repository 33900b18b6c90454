/**
 * Names of the collaborative documents (Y.Doc) the client and the collab server agree on.
 * Later issues add the keys of the fragments, arrays and maps inside each document.
 */
export const documentKinds = ["labbook", "meeting"] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentName = {
  labbook: (lbIdx: number) => `labbook.${lbIdx}`,
  meeting: (meetingIdx: number) => `meeting.${meetingIdx}`,
} as const;

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
