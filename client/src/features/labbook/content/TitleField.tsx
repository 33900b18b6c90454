import { labBookDoc, labBookLimits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { useYUndo } from "./useYUndo";
import { YTextArea } from "./YTextArea";

/** The lab book's title, co-edited like every other text (the server projects it into lists). */
export function TitleField({ doc, editable }: { doc: Y.Doc; editable: boolean }) {
  const { t } = useTranslation();
  const text = doc.getText(labBookDoc.title);
  const undo = useYUndo(text);
  return (
    // A wrapping text area, not an input: a long title shows whole on a phone instead of clipped.
    <YTextArea
      text={text}
      maxLength={labBookLimits.titleMax}
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
