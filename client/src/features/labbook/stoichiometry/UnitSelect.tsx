import { NativeSelect } from "@mantine/core";

interface UnitSelectProps {
  value: string;
  options: readonly string[];
  label: string;
  disabled: boolean;
  onChange: (unit: string) => void;
  testId: string;
}

/** The small unit choice inside a quantity cell's right edge. */
export function UnitSelect({ value, options, label, disabled, onChange, testId }: UnitSelectProps) {
  return (
    <NativeSelect
      size="xs"
      variant="unstyled"
      w={54}
      data={[...options]}
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={testId}
    />
  );
}
