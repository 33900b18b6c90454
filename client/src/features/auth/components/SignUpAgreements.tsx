import { Anchor, Checkbox, Group, Stack } from "@mantine/core";
import type { TermsKind } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignUpFieldsForm } from "../signUpForm";
import { TermsModal } from "./TermsModal";

/** The two acceptances of sign-up, each with a link that opens the text accepted. */
export function SignUpAgreements({ form }: { form: SignUpFieldsForm }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState<TermsKind | null>(null);
  const readLink = (kind: TermsKind) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => setReading(kind)}
      data-testid={`signup-read-${kind}`}
    >
      {t(`signUp.read.${kind}`)}
    </Anchor>
  );
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Checkbox label={t("signUp.agreeTerms")} {...form.checkboxProps("agreeTerms")} />
        {readLink("terms")}
      </Group>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Checkbox label={t("signUp.agreePrivacy")} {...form.checkboxProps("agreePrivacy")} />
        {readLink("privacy")}
      </Group>
      <Checkbox label={t("signUp.newsletter")} {...form.checkboxProps("newsletter")} />
      <TermsModal kind={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}
