import { TextInput } from "@mantine/core";
import { casPattern, isValidCas } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconCheck } from "../../../../components/icons";
import type { ItemForm } from "../useItemForm";

/**
 * The CAS number, checked while typing: a complete number with a wrong check digit is flagged at
 * once, an incomplete one when the field is left.
 */
export function CasInput({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const props = form.textProps("casNo");
  const value = form.values.casNo.trim();
  let live: string | undefined;
  if (value && casPattern.test(value) && !isValidCas(value)) live = t("validation.casCheckDigit");
  else if (value && !casPattern.test(value) && left) live = t("validation.casFormat");
  const valid = value !== "" && isValidCas(value);
  return (
    <TextInput
      label={t("inventory.fields.casNo")}
      placeholder="64-17-5"
      maxLength={12}
      inputMode="numeric"
      {...props}
      error={props.error ?? live}
      onBlur={() => setLeft(true)}
      onFocus={() => setLeft(false)}
      rightSection={valid ? <IconCheck size={18} color="var(--mantine-color-teal-7)" data-testid="cas-valid" /> : null}
    />
  );
}
