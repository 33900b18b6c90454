import * as Y from "yjs";
import { bookMention, bookMentionIdx } from "@enote/shared";

/**
 * The members the mention nodes of rich-text fragments name (a lab book's sections, a meeting's
 * minutes), each once, in order of first mention.
 */
export function mentionsIn(fragments: readonly Y.XmlFragment[]): number[] {
  const found = new Set<number>();
  const walk = (node: Y.XmlFragment | Y.XmlElement) => {
    for (const child of node.toArray()) {
      if (!(child instanceof Y.XmlElement)) continue;
      if (child.nodeName !== bookMention.node) walk(child);
      else {
        const idx = bookMentionIdx(child.getAttribute(bookMention.idAttr));
        if (idx !== null) found.add(idx);
      }
    }
  };
  for (const fragment of fragments) walk(fragment);
  return [...found];
}
