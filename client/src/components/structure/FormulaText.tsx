/** A molecular formula as the member entered it, its counts set as subscripts (K2CO3 → K₂CO₃). */
export function FormulaText({ formula: text }: { formula: string }) {
  const formula = text.trim();
  const parts = formula.split(/(\d+)/).filter(Boolean);
  return (
    <span aria-label={formula}>
      {parts.map((part, index) =>
        /^\d+$/.test(part) ? <sub key={index}>{part}</sub> : <span key={index}>{part}</span>,
      )}
    </span>
  );
}
