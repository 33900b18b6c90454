import { Textarea, type TextareaProps } from "@mantine/core";
import type { KeyboardEvent } from "react";
import type * as Y from "yjs";
import { useYText, type YTextRules } from "./useYText";

interface YTextAreaProps
  extends
    Omit<TextareaProps, "value" | "defaultValue" | "onChange" | "onKeyDown" | "required" | "maxLength">,
    YTextRules {
  text: Y.Text;
  /** Undo/redo of my edits (useYUndo). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/**
 * One line of co-edited text that wraps to show itself whole (a long title on a phone), where
 * an <input> would scroll it out of sight. Enter adds no line: the text stays one line.
 */
export function YTextArea({ text, maxLength, required, onRefused, onAccepted, onKeyDown, ...props }: YTextAreaProps) {
  const { inputRef, onInput } = useYText<HTMLTextAreaElement>(text, { maxLength, required, onRefused, onAccepted });
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter") event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <Textarea
      {...props}
      ref={inputRef}
      autosize
      minRows={1}
      maxLength={maxLength}
      onInput={onInput}
      onKeyDown={onKey}
    />
  );
}
