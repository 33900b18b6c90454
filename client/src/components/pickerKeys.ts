import type { KeyboardEvent } from "react";

/**
 * onKeyDown for a search or picker field (Select, MultiSelect, a search box). Enter there means
 * "pick this" or nothing: the picker handles a highlighted option itself (Mantine's combobox
 * acts on Enter whatever we do here), and with no option highlighted, a browser would submit
 * the surrounding form, saving a half-filled reagent. `onKeyDown` is the field's own handler.
 */
export function keepEnterInField<E extends HTMLElement>(onKeyDown?: (event: KeyboardEvent<E>) => void) {
  return (event: KeyboardEvent<E>): void => {
    onKeyDown?.(event);
    // Enter while an input method composes Hangul only ends the syllable: it never submitted.
    if (event.key === "Enter" && !event.nativeEvent.isComposing) event.preventDefault();
  };
}
