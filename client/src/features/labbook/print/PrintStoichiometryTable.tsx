import { printedCells, printedColumns, printedName, type StoichiometryTable } from "@enote/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StructureThumb } from "../../../components/structure/StructureThumb";
import { rowId } from "../content/reactionRows";
import { RowSafety, type Safety } from "../stoichiometry/RowSafety";
import type { RowCalc } from "../stoichiometry/useStoichiometry";

/** The cells of one row on paper, in the order of `printedColumns`; the typed basis in bold. */
function cells(
  calc: RowCalc,
  table: StoichiometryTable,
  limitingLabel: string,
  hillLabel: string,
  safety: Safety | undefined,
): ReactNode[] {
  const text = (cell: string) => calc.row.get(cell)?.toString() ?? "";
  const facts = printedName(calc);
  const name = (
    <>
      <span className="print-name">{text("name")}</span>
      {facts.limiting ? ` (${limitingLabel})` : ""}
      {facts.cas ? (
        <div className="print-stoich-sub">
          CAS <span className="print-cas">{facts.cas}</span>
        </div>
      ) : null}
      {facts.formula ? (
        <div className="print-stoich-sub" data-testid="print-formula">
          {facts.formula.entered}
          {facts.formula.hill && facts.formula.hill !== facts.formula.entered
            ? ` (${hillLabel}: ${facts.formula.hill})`
            : ""}
        </div>
      ) : null}
      {facts.legacyAmount ? <div className="print-stoich-sub">{facts.legacyAmount}</div> : null}
      <RowSafety safety={safety} name={text("name")} />
    </>
  );
  return [
    <StructureThumb key="structure" structure={calc.structure} name={text("name")} width={64} height={44} />,
    name,
    ...printedCells(table, calc, text).map(({ column, text: value, typed }) =>
      typed && calc.reading.basis === column ? <strong key={column}>{value}</strong> : value,
    ),
  ];
}

/** Reactants or products on paper with every column of the stoichiometry table. */
export function PrintStoichiometryTable({
  table,
  rows,
  safety = new Map(),
}: {
  table: StoichiometryTable;
  rows: RowCalc[];
  /** The linked bottles' hazards, by rowKey (useRowSafety). */
  safety?: ReadonlyMap<string, Safety>;
}) {
  const { t } = useTranslation();
  const limiting = t("stoichiometry.columns.limiting");
  const hill = t("stoichiometry.hillOrder");
  const headings = printedColumns(table);
  return (
    <section className="print-block" data-testid={`print-table-${table}`}>
      <h2>{t(`labBook.tables.${table}`)}</h2>
      {rows.length === 0 ? (
        <p className="print-empty">{t("labBook.tables.empty")}</p>
      ) : (
        <table className="print-table print-stoich">
          <thead>
            <tr>
              <th className="print-index">#</th>
              {headings.map((column) => (
                <th key={column}>{t(`stoichiometry.columns.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((calc, index) => (
              <tr key={rowId(calc.row, index)} data-testid="print-stoich-row">
                <td className="print-index">{index + 1}</td>
                {cells(
                  calc,
                  table,
                  limiting,
                  hill,
                  calc.reading.rowKey ? safety.get(calc.reading.rowKey) : undefined,
                ).map((content, column) => (
                  <td key={headings[column]} data-column={headings[column]}>
                    {content}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
