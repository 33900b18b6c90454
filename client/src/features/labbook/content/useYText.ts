import { useCallback, useLayoutEffect, useRef, type FormEvent } from "react";
import type * as Y from "yjs";
import { applyTextChange, mapPosition } from "./textDiff";

/** Origin of edits typed into bound inputs, so undo takes back only these (and only mine). */
export const inputOrigin = { name: "labbook-input" };

/** A one-line text shown in a wrapping <textarea> (a title): a pasted line break becomes a space. */
const flatten = (value: string) => value.replace(/\r?\n/g, " ");

/**
 * Binds an uncontrolled <input> (or <textarea>) to a Y.Text. The DOM is written synchronously inside the Y.Text
 * observer, so at every keystroke the input shows exactly the Y.Text and the typed change is
 * the difference between the two: a remote edit can never be mistaken for a deletion. Remote
 * changes keep the caret where it was relative to the text around it.
 */
export interface YTextRules {
  maxLength: number;
  /** The text may not be emptied (a title): such an input is undone and `onRefused` called. */
  required?: boolean;
  onRefused?: () => void;
  onAccepted?: () => void;
}

export function useYText<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  text: Y.Text,
  { maxLength, required = false, onRefused, onAccepted }: YTextRules,
) {
  const inputRef = useRef<E>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.value = text.toString();
    const observer = (event: Y.YTextEvent) => {
      const next = text.toString();
      if (input.value === next) return; // my own typing: the input already shows it
      const focused = document.activeElement === input;
      const delta = event.delta as Parameters<typeof mapPosition>[1];
      const start = focused ? mapPosition(input.selectionStart ?? 0, delta) : 0;
      const end = focused ? mapPosition(input.selectionEnd ?? 0, delta) : 0;
      input.value = next;
      if (focused) input.setSelectionRange(start, end);
    };
    text.observe(observer);
    return () => text.unobserve(observer);
  }, [text]);

  const onInput = useCallback(
    (event: FormEvent<E>) => {
      const input = event.currentTarget;
      if (input.readOnly) return;
      const next = flatten(input.value).slice(0, maxLength);
      if (required && next.trim() === "") {
        // Nothing reaches the document: the input shows the text as it is, caret at its end.
        input.value = text.toString();
        input.setSelectionRange(input.value.length, input.value.length);
        onRefused?.();
        return;
      }
      applyTextChange(text, next, inputOrigin);
      if (next !== input.value) input.value = next;
      onAccepted?.();
    },
    [text, maxLength, required, onRefused, onAccepted],
  );

  return { inputRef, onInput };
}
