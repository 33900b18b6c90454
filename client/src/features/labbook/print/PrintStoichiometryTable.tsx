import { formatSignificant, fromMg, fromMmol, fromUl, type StoichiometryTable } from "@enote/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StructureThumb } from "../../../components/structure/StructureThumb";
import { rowId } from "../content/reactionRows";
import type { ColumnName } from "../stoichiometry/columns";
import type { RowCalc } from "../stoichiometry/useStoichiometry";

const value = (number: number | null, unit = "") =>
  number === null ? "" : `${formatSignificant(number)}${unit ? ` ${unit}` : ""}`;

/** The cells of one row on paper, by column; the typed basis in bold. */
function cells(calc: RowCalc, table: StoichiometryTable, limitingLabel: string): [ColumnName, ReactNode][] {
  const { reading, result, row } = calc;
  const { units } = reading;
  const text = (cell: string) => row.get(cell)?.toString() ?? "";
  const bold = (cell: string, content: string) => (reading.basis === cell ? <strong>{content}</strong> : content);
  const name = (
    <>
      {text("name")}
      {calc.limiting ? ` (${limitingLabel})` : ""}
      {reading.cas ? <div className="print-stoich-sub">CAS {reading.cas}</div> : null}
      {reading.legacyAmount ? <div className="print-stoich-sub">{reading.legacyAmount}</div> : null}
    </>
  );
  const mw = reading.mw ?? calc.mwFromStructure;
  const common: [ColumnName, ReactNode][] = [
    ["structure", <StructureThumb key="s" structure={calc.structure} name={text("name")} width={64} height={44} />],
    ["name", name],
    ["mw", mw === null ? "" : formatSignificant(mw, 5)],
    ["equiv", bold("equiv", value(result.equiv))],
    ["moles", bold("moles", value(result.mmol === null ? null : fromMmol(result.mmol, units.moles), units.moles))],
  ];
  if (table === "reactants") {
    return [
      ...common,
      ["mass", bold("mass", value(result.massMg === null ? null : fromMg(result.massMg, units.mass), units.mass))],
      [
        "volume",
        bold("volume", value(result.volumeUl === null ? null : fromUl(result.volumeUl, units.volume), units.volume)),
      ],
      ["concentration", text("concentration") ? `${text("concentration")} ${units.concentration}` : ""],
      ["purity", text("purity")],
      ["density", text("density")],
      ["note", text("note")],
    ];
  }
  return [
    ...common,
    [
      "theoretical",
      value(result.theoreticalMassMg === null ? null : fromMg(result.theoreticalMassMg, units.mass), units.mass),
    ],
    ["actualMass", text("actualMass") ? `${text("actualMass")} ${units.actualMass}` : ""],
    ["yield", value(result.yieldPercent)],
    ["purity", text("purity")],
    ["note", text("note")],
  ];
}

/** Reactants or products on paper with every column of the stoichiometry table. */
export function PrintStoichiometryTable({ table, rows }: { table: StoichiometryTable; rows: RowCalc[] }) {
  const { t } = useTranslation();
  const limiting = t("stoichiometry.columns.limiting");
  const headings = rows[0] ? cells(rows[0], table, limiting).map(([column]) => column) : [];
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
                {cells(calc, table, limiting).map(([column, content]) => (
                  <td key={column} data-column={column}>
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
