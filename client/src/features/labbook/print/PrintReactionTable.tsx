import { labBookDoc, reactionCells, type LabBookTable } from "@enote/shared";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { cellText, rowId, type ReactionRow } from "../content/reactionRows";
import { useYDeep } from "./usePrintableText";

/** A reaction table as plain text on paper. */
export function PrintReactionTable({ doc, table }: { doc: Y.Doc; table: LabBookTable }) {
  const { t } = useTranslation();
  const array = doc.getArray<ReactionRow>(labBookDoc.table(table));
  useYDeep(array);
  const rows = array.toArray();
  return (
    <section className="print-block" data-testid={`print-table-${table}`}>
      <h2>{t(`labBook.tables.${table}`)}</h2>
      {rows.length === 0 ? (
        <p className="print-empty">{t("labBook.tables.empty")}</p>
      ) : (
        <table className="print-table">
          <colgroup>
            <col className="print-index" />
            <col style={{ width: "32%" }} />
            <col style={{ width: "14%" }} />
            <col style={{ width: "12%" }} />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th className="print-index">#</th>
              {reactionCells.map((cell) => (
                <th key={cell}>{t(`labBook.tables.cells.${cell}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowId(row, index)}>
                <td className="print-index">{index + 1}</td>
                {reactionCells.map((cell) => (
                  <td key={cell}>{cellText(row, cell)?.toString() ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
