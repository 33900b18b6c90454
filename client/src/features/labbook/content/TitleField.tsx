import { labBookDoc, labBookLimits } from "@enote/shared";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { useYUndo } from "./useYUndo";
import { YTextArea } from "./YTextArea";

/**
 * The lab book's title, co-edited like every other text (the server projects it into lists). A
 * title is required (spec §5): clearing it is refused here, so an empty one is never stored.
 */
export function TitleField({ doc, editable }: { doc: Y.Doc; editable: boolean }) {
  const { t } = useTranslation();
  const text = doc.getText(labBookDoc.title);
  const undo = useYUndo(text);
  const [refused, setRefused] = useState(false);
  const onRefused = useCallback(() => setRefused(true), []);
  const onAccepted = useCallback(() => setRefused(false), []);
  return (
    // A wrapping text area, not an input: a long title shows whole on a phone instead of clipped.
    <YTextArea
      text={text}
      maxLength={labBookLimits.titleMax}
      required
      onRefused={onRefused}
      onAccepted={onAccepted}
      error={refused ? t("labBook.editor.titleRequired") : undefined}
      readOnly={!editable}
      variant="unstyled"
      size="xl"
      placeholder={t("labBook.editor.titlePlaceholder")}
      aria-label={t("labBook.fields.title")}
      onKeyDown={undo.onKeyDown}
      className="labbook-title"
      data-testid="labbook-title"
    />
  );
}
