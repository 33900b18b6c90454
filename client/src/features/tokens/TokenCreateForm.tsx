import { Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { tokenCreateInput, tokenLimits, tokenScopes, type TokenCreated, type TokenScope } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/FormAlert";
import { messageText } from "../../i18n";
import { ApiError } from "../../lib/api";
import { useProjects } from "../projects/queries";
import { useCreateToken } from "./queries";

const dayMs = 24 * 60 * 60 * 1000;
const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** Name, scope, optional project and expiry (≤ one year); hands the created token up once. */
export function TokenCreateForm({ onCreated }: { onCreated: (created: TokenCreated) => void }) {
  const { t } = useTranslation();
  const projects = useProjects(null);
  const create = useCreateToken();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<TokenScope>("read");
  const [projectIdx, setProjectIdx] = useState<string | null>(null);
  const [expires, setExpires] = useState(dateOnly(new Date(Date.now() + tokenLimits.defaultLifetimeDays * dayMs)));
  const [error, setError] = useState<string | null>(null);
  const today = dateOnly(new Date());
  const lastDay = dateOnly(new Date(Date.now() + tokenLimits.maxLifetimeDays * dayMs));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    // The end of the chosen day, where the member is.
    const expiresAt = new Date(`${expires}T23:59:59`);
    const parsed = tokenCreateInput.safeParse({
      name,
      scope,
      projectIdx: projectIdx === null ? undefined : Number(projectIdx),
      expiresAt: Number.isNaN(expiresAt.getTime()) ? undefined : expiresAt.toISOString(),
    });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? "validation.invalid";
      setError(messageText({ key, params: { max: tokenLimits.nameMax } }));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName("");
        onCreated(created);
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : t("request.unexpected")),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="token-create-form">
      <Stack gap="md">
        <FormAlert message={error} testId="token-create-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("tokens.name")}
            placeholder={t("tokens.namePlaceholder")}
            value={name}
            maxLength={tokenLimits.nameMax}
            withAsterisk
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="token-name"
          />
          <Select
            label={t("tokens.scope")}
            data={tokenScopes.map((value) => ({ value, label: t(`tokens.scopes.${value}`) }))}
            value={scope}
            allowDeselect={false}
            onChange={(value) => setScope(value === "read-write" ? "read-write" : "read")}
            data-testid="token-scope"
          />
          <Select
            label={t("tokens.project")}
            placeholder={t("tokens.anyProject")}
            data={(projects.data ?? []).map((p) => ({
              value: String(p.projectIdx),
              label: `${p.groupName} / ${p.name}`,
            }))}
            value={projectIdx}
            clearable
            onChange={setProjectIdx}
            data-testid="token-project"
          />
          <TextInput
            type="date"
            label={t("tokens.expiresAt")}
            description={t("tokens.expiresHint")}
            value={expires}
            min={today}
            max={lastDay}
            onChange={(event) => setExpires(event.currentTarget.value)}
            data-testid="token-expires"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="token-create-submit">
            {t("tokens.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
