/** A molecular formula with its counts set as subscripts (C2H6O → C₂H₆O). */
export function FormulaText({ formula }: { formula: string }) {
  const parts = formula.split(/(\d+)/).filter(Boolean);
  return (
    <span aria-label={formula}>
      {parts.map((part, index) =>
        /^\d+$/.test(part) ? <sub key={index}>{part}</sub> : <span key={index}>{part}</span>,
      )}
    </span>
  );
}
