import { TagsInput } from "@mantine/core";
import { hazardStatementPattern } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface HazardInputProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** Hazard statements as chips (H225, H300+H310…); anything else is refused with the rule's message. */
export function HazardInput({ value, onChange }: HazardInputProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);

  const accept = (entries: string[]) => {
    const next: string[] = [];
    let bad: string | null = null;
    for (const raw of entries) {
      const code = raw.trim().toUpperCase().replace(/\s+/g, "");
      if (!code) continue;
      if (!hazardStatementPattern.test(code)) bad = raw;
      else if (!next.includes(code)) next.push(code);
    }
    setRefused(bad);
    onChange(next);
  };

  return (
    <TagsInput
      size="md"
      label={t("inventory.fields.hazardStatements")}
      description={t("inventory.hazardHint")}
      placeholder={value.length ? undefined : "H225"}
      value={[...value]}
      onChange={accept}
      splitChars={[",", " ", ";"]}
      maxTags={30}
      clearable
      error={refused ? t("validation.hazardStatement") : undefined}
      inputWrapperOrder={["label", "input", "description", "error"]}
      data-testid="inventory-hazards"
      errorProps={{ "data-testid": "inventory-hazards-error" }}
    />
  );
}
