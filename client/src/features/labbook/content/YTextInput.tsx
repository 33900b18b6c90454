import { TextInput, type TextInputProps } from "@mantine/core";
import type { KeyboardEvent } from "react";
import type * as Y from "yjs";
import { useYText, type YTextRules } from "./useYText";

interface YTextInputProps
  extends
    Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "onKeyDown" | "required" | "maxLength">,
    YTextRules {
  text: Y.Text;
  /** Undo/redo of my edits (useYUndo). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A text input co-edited character by character through a Y.Text (uncontrolled: see useYText). */
export function YTextInput({ text, maxLength, required, onRefused, onAccepted, ...props }: YTextInputProps) {
  const { inputRef, onInput } = useYText(text, { maxLength, required, onRefused, onAccepted });
  return <TextInput {...props} ref={inputRef} maxLength={maxLength} onInput={onInput} />;
}
