import { PasswordInput } from "@mantine/core";
import { limits } from "@enote/shared";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";

type FieldProps = Omit<ComponentProps<typeof PasswordInput>, "label"> & { "data-testid": string };

interface NewPasswordFieldsProps {
  labels: { password: string; again: string };
  /** Each field's form binding (useZodForm's textProps) and test id. */
  password: FieldProps;
  again: FieldProps;
}

/** A new password, with the rule under it, and the same password again (reset link, forced change). */
export function NewPasswordFields({ labels, password, again }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={labels.password}
        description={t("signUp.passwordHint")}
        autoComplete="new-password"
        autoFocus
        withAsterisk
        maxLength={limits.passwordMax}
        {...password}
      />
      <PasswordInput
        label={labels.again}
        autoComplete="new-password"
        withAsterisk
        maxLength={limits.passwordMax}
        {...again}
      />
    </>
  );
}
