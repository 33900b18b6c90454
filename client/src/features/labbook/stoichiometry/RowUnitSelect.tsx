import { concentrationUnits, massUnits, moleUnits, volumeUnits, type RowUnits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { convertTyped, type UnitKind } from "./quantities";
import { setRowUnit } from "./rowEdits";
import { UnitSelect } from "./UnitSelect";
import type { RowCalc } from "./useStoichiometry";

export type UnitCell = "moles" | "mass" | "volume" | "concentration" | "actualMass";

const specs: Record<
  UnitCell,
  { key: Parameters<typeof setRowUnit>[1]; options: readonly string[]; kind: UnitKind; unit: keyof RowUnits }
> = {
  moles: { key: "molesUnit", options: moleUnits, kind: "moles", unit: "moles" },
  mass: { key: "massUnit", options: massUnits, kind: "mass", unit: "mass" },
  volume: { key: "volumeUnit", options: volumeUnits, kind: "volume", unit: "volume" },
  concentration: {
    key: "concentrationUnit",
    options: concentrationUnits,
    kind: "concentration",
    unit: "concentration",
  },
  actualMass: { key: "actualMassUnit", options: massUnits, kind: "mass", unit: "actualMass" },
};

/**
 * The unit of one quantity of a row. When the row's value of it is typed (its basis quantity, a
 * concentration, an actual mass), the text is rewritten in the new unit in the same step, so the
 * amount stays what it was; a computed one is simply shown in the new unit.
 */
export function RowUnitSelect({
  calc,
  cell,
  editable,
  row,
}: {
  calc: RowCalc;
  cell: UnitCell;
  editable: boolean;
  row: number;
}) {
  const { t } = useTranslation();
  const spec = specs[cell];
  const { reading } = calc;
  const current = reading.units[spec.unit];
  const typed = cell === "concentration" || cell === "actualMass" || (reading.basis === cell && reading.basisTyped);
  return (
    <UnitSelect
      value={current}
      options={spec.options}
      disabled={!editable}
      label={t("stoichiometry.unitOf", { quantity: t(`stoichiometry.columns.${cell}`), row })}
      onChange={(to) => {
        const text = calc.row.get(cell)?.toString() ?? "";
        const rewritten = typed ? convertTyped(text, spec.kind, current, to) : null;
        setRowUnit(calc.row, spec.key, to, rewritten === null ? undefined : { cell, text: rewritten });
      }}
      testId={`reaction-unit-${cell}`}
    />
  );
}
