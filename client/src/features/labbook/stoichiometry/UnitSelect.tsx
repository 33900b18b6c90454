interface UnitSelectProps {
  value: string;
  options: readonly string[];
  label: string;
  disabled: boolean;
  onChange: (unit: string) => void;
  testId: string;
}

/**
 * The small unit choice inside a quantity cell's right edge: a bare native select, so the unit
 * itself is what shows (a styled select's chevron would take the little room there is).
 */
export function UnitSelect({ value, options, label, disabled, onChange, testId }: UnitSelectProps) {
  return (
    <select
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={testId}
      style={{
        width: 52,
        border: "none",
        background: "transparent",
        font: "inherit",
        fontSize: "var(--mantine-font-size-xs)",
        color: "var(--mantine-color-text)",
        cursor: disabled ? "default" : "pointer",
        appearance: disabled ? "none" : undefined,
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
