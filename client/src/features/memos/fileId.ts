const prefix = "attachment-";

/** The file id an image element on a memo refers to: the attachment of the book that holds its bytes. */
export function memoFileId(attachmentIdx: number): string {
  return `${prefix}${attachmentIdx}`;
}

/**
 * The attachment a memo's file id refers to; null for any other id (Excalidraw's own hashes, or
 * what a hostile client wrote), so such an id is never fetched.
 */
export function attachmentOfFileId(fileId: string): number | null {
  const match = /^attachment-([1-9][0-9]{0,14})$/.exec(fileId);
  return match ? Number(match[1]) : null;
}
