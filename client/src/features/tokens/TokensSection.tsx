import { Alert, Button, Group, Stack } from "@mantine/core";
import type { TokenCreated } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../components/CopyField";
import { SectionCard } from "../../components/SectionCard";
import { TokenCreateForm } from "./TokenCreateForm";
import { TokenTable } from "./TokenTable";
import { useTokens } from "./queries";

/** /myLab/account: the member's personal API tokens; a new one's secret is shown this once. */
export function TokensSection() {
  const { t } = useTranslation();
  const tokens = useTokens();
  const [created, setCreated] = useState<TokenCreated | null>(null);
  return (
    <SectionCard title={t("tokens.title")} description={t("tokens.description")} testId="account-tokens">
      <Stack gap="md">
        {created ? (
          <Alert color="teal" data-testid="token-created">
            <Stack gap="sm">
              <CopyField label={t("tokens.created")} value={created.token} testId="token-secret" />
              <Group justify="flex-end">
                <Button variant="light" onClick={() => setCreated(null)} data-testid="token-created-done">
                  {t("tokens.done")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <TokenCreateForm onCreated={setCreated} />
        )}
        {tokens.data && <TokenTable tokens={tokens.data} testId="token-list" />}
      </Stack>
    </SectionCard>
  );
}
