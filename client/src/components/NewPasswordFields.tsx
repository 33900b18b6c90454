import { PasswordInput } from "@mantine/core";
import { limits } from "@enote/shared";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";

type FieldProps = Omit<ComponentProps<typeof PasswordInput>, "label"> & { "data-testid"?: string };

interface NewPasswordFieldsProps {
  labels: { password: string; again: string };
  /** Each field's form binding (useZodForm's textProps) and test id. */
  password: FieldProps;
  again: FieldProps;
  /**
   * A form of its own (reset link, forced change): the rule under the field and the caret in it.
   * A section among others (the account page) shows the rule in its own description instead.
   */
  standalone?: boolean;
}

/** A new password and the same password again: the reset link, the forced change, the account page. */
export function NewPasswordFields({ labels, password, again, standalone = true }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={labels.password}
        description={standalone ? t("signUp.passwordHint") : undefined}
        autoComplete="new-password"
        autoFocus={standalone}
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
