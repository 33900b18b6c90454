import { readReactionAmount } from "@enote/shared";
import { useSyncExternalStore, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { YTextInput } from "./YTextInput";

/** The text of a Y.Text, re-read whenever anyone edits it. */
function useYTextString(text: Y.Text): string {
  return useSyncExternalStore(
    (onChange) => {
      text.observe(onChange);
      return () => text.unobserve(onChange);
    },
    () => text.toString(),
  );
}

/**
 * A reaction table's amount cell: free to type (co-edited text, never blocked), but text that is
 * no amount is shown as an error, in the reader's language, to everyone who sees the table.
 */
export function AmountCellInput(props: ComponentProps<typeof YTextInput>) {
  const { t } = useTranslation();
  const reading = readReactionAmount(useYTextString(props.text));
  return <YTextInput {...props} error={reading.ok ? undefined : t(reading.messageKey)} />;
}
