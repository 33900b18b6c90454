import { bookMentionFocus } from "@enote/shared";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";

/** How long the paragraph that mentions the reader stays highlighted. */
const highlightMs = 4_000;
/** The editors draw their content after the document loads: how long to look for the mention. */
const lookForMs = 8_000;

/**
 * Opened from a "you were mentioned" notification (`?focus=mention`): once the content is drawn,
 * scrolls to the first paragraph that mentions the signed-in member and answers true while it is
 * highlighted. Only scrolls; the editors' DOM is never changed (the highlight is CSS, see
 * MentionFocusStyle).
 */
export function useMentionFocus(ready: boolean, memberIdx: number): boolean {
  const [params] = useSearchParams();
  const wanted = params.get(bookMentionFocus.param) === bookMentionFocus.value;
  const [highlighted, setHighlighted] = useState(false);
  useEffect(() => {
    if (!wanted || !ready) return;
    const started = Date.now();
    let clear: number | undefined;
    const look = window.setInterval(() => {
      const mention = document.querySelector(`.labbook-prose .labbook-mention[data-member-idx="${memberIdx}"]`);
      if (!mention && Date.now() - started < lookForMs) return;
      window.clearInterval(look);
      if (!mention) return;
      mention.scrollIntoView({ block: "center" });
      setHighlighted(true);
      clear = window.setTimeout(() => setHighlighted(false), highlightMs);
    }, 150);
    return () => {
      window.clearInterval(look);
      window.clearTimeout(clear);
    };
  }, [wanted, ready, memberIdx]);
  return highlighted;
}

/** The highlight of the paragraphs that mention the member: a rule, not a change to the editor's DOM. */
export function mentionFocusRule(memberIdx: number): string {
  const mention = `.labbook-mention[data-member-idx="${Math.trunc(memberIdx)}"]`;
  return `.labbook-prose :is(p, h1, h2, h3):has(> ${mention}) { background: var(--mantine-color-yellow-1); outline: 2px solid var(--mantine-color-yellow-5); border-radius: 4px; transition: background 0.4s; }`;
}
