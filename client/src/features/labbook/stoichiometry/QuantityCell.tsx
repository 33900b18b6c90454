import { TextInput } from "@mantine/core";
import { formatSignificant, largeChangeFactor, type QuantityCell as Quantity } from "@enote/shared";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CellPresenceMark } from "../content/CellPresenceMark";
import { cellKey } from "../content/useCellPresence";
import { computedValue } from "./quantities";
import { startBasis } from "./rowEdits";
import { focusCellNext, TextCell, type CellContext } from "./TextCell";
import type { RowCalc } from "./useStoichiometry";

interface QuantityCellProps {
  context: CellContext;
  calc: RowCalc;
  cell: Quantity;
  label: string;
  /** The unit choice shown at the cell's right edge. */
  unit?: ReactNode;
}

/**
 * Equivalents, amount, mass or volume. The quantity members typed last (the row's basis) is a
 * co-edited cell; the others show what this screen computes, muted. Typing into a computed one
 * makes it the basis, starting from what was typed.
 */
export function QuantityCell({ context, calc, cell, label, unit }: QuantityCellProps) {
  const { t } = useTranslation();
  const { reading, result } = calc;
  const typed = reading.basis === cell && reading.basisTyped ? (reading.given?.value ?? null) : null;
  // The value when the member started editing: an entry ×100 away from it gets a warning.
  const [start, setStart] = useState<number | null>(null);
  const factor = largeChangeFactor(start, typed);
  const section = unit ? { rightSection: unit, rightSectionWidth: 56, rightSectionPointerEvents: "all" as const } : {};
  if (reading.basis === cell && reading.basisTyped) {
    return (
      <TextCell
        context={context}
        cell={cell}
        label={label}
        error={
          reading.invalid.includes(cell) ? t(reading.invalidKeys[cell] ?? "labBook.tables.amountInvalid") : undefined
        }
        description={
          factor === null ? undefined : t("labBook.tables.largeChange", { factor: formatSignificant(factor, 3) })
        }
        onFocusCell={() => setStart(typed)}
        styles={{ input: { fontWeight: 600 } }}
        data-basis="true"
        {...section}
      />
    );
  }
  const value = computedValue(cell, result, reading.units);
  const basis = reading.basis ? t(`stoichiometry.columns.${reading.basis}`) : "";
  const others = context.presence.others.get(cellKey(context.id, cell)) ?? [];
  return (
    <div style={{ position: "relative" }}>
      <CellPresenceMark others={others} />
      <TextInput
        value={value === null ? "" : formatSignificant(value)}
        placeholder="—"
        readOnly={!context.editable}
        variant={context.editable ? "default" : "unstyled"}
        aria-label={label}
        title={basis ? t("stoichiometry.computed", { basis }) : undefined}
        styles={{ input: { color: "var(--mantine-color-dimmed)", fontStyle: "italic" } }}
        onFocus={(event) => {
          event.currentTarget.select();
          context.presence.announce(context.id, cell);
        }}
        onBlur={() => context.presence.announce(context.id, null)}
        onChange={(event) => {
          if (!context.editable) return;
          context.undo.newStep();
          focusCellNext(context.id, cell);
          startBasis(context.row, cell, event.currentTarget.value);
        }}
        data-testid={`reaction-cell-${cell}`}
        data-computed="true"
        {...section}
      />
    </div>
  );
}
