import { toHill } from "@enote/shared";

/** A molecular formula in Hill order with its counts set as subscripts (C2H6O → C₂H₆O). */
export function FormulaText({ formula: text }: { formula: string }) {
  const formula = toHill(text);
  const parts = formula.split(/(\d+)/).filter(Boolean);
  return (
    <span aria-label={formula}>
      {parts.map((part, index) =>
        /^\d+$/.test(part) ? <sub key={index}>{part}</sub> : <span key={index}>{part}</span>,
      )}
    </span>
  );
}
