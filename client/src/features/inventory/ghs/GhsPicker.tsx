import { Group, Input, Text, UnstyledButton } from "@mantine/core";
import { ghsPictograms, type GhsPictogram as GhsCode } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { GhsPictogram } from "./GhsPictogram";
import classes from "./GhsPicker.module.css";

interface GhsPickerProps {
  value: readonly GhsCode[];
  onChange: (next: GhsCode[]) => void;
}

/** Nine toggles, one per pictogram; the picked ones go on the label. */
export function GhsPicker({ value, onChange }: GhsPickerProps) {
  const { t } = useTranslation();
  const toggle = (code: GhsCode) =>
    onChange(
      value.includes(code)
        ? value.filter((entry) => entry !== code)
        : ghsPictograms.filter((c) => c === code || value.includes(c)),
    );
  return (
    <Input.Wrapper label={t("inventory.fields.pictograms")} data-testid="ghs-picker">
      <Group gap="xs" mt={4}>
        {ghsPictograms.map((code) => {
          const picked = value.includes(code);
          const name = t(`inventory.ghs.${code}`);
          return (
            <UnstyledButton
              key={code}
              className={classes.option}
              data-picked={picked || undefined}
              aria-pressed={picked}
              title={name}
              onClick={() => toggle(code)}
              data-testid={`ghs-pick-${code}`}
            >
              <GhsPictogram code={code} size={44} title={name} />
              <Text size="xs" fw={picked ? 700 : 400} c={picked ? undefined : "dimmed"}>
                {code}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
