import { Badge, Button, Table, Text } from "@mantine/core";
import { formatDateTime, type TokenSummary } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { confirmAction, showToast } from "../../components/dialogs";
import { useRevokeToken } from "./queries";

function stateOf(token: TokenSummary): "active" | "revoked" | "expired" {
  if (token.revokedAt) return "revoked";
  return Date.parse(token.expiresAt) <= Date.now() ? "expired" : "active";
}

const stateColor = { active: "teal", revoked: "gray", expired: "orange" } as const;

/** Tokens with their scope, project, last use and state; a live one can be revoked. */
export function TokenTable({ tokens, testId }: { tokens: TokenSummary[]; testId: string }) {
  const { t } = useTranslation();
  const revoke = useRevokeToken();
  if (tokens.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {t("tokens.empty")}
      </Text>
    );
  }

  const onRevoke = async (token: TokenSummary) => {
    const sure = await confirmAction({
      testId: "token-revoke-confirm",
      title: t("tokens.revokeTitle"),
      message: t("tokens.revokeMessage", { name: token.name }),
      confirmLabel: t("tokens.revoke"),
      danger: true,
    });
    if (sure) revoke.mutate(token.tokenIdx, { onSuccess: () => showToast(t("tokens.revokedDone")) });
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("tokens.name")}</Table.Th>
            <Table.Th>{t("tokens.scope")}</Table.Th>
            <Table.Th>{t("tokens.project")}</Table.Th>
            <Table.Th>{t("tokens.lastUsed")}</Table.Th>
            <Table.Th>{t("tokens.expiresAt")}</Table.Th>
            <Table.Th>{t("tokens.status")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => {
            const state = stateOf(token);
            return (
              <Table.Tr key={token.tokenIdx} data-testid={`token-row-${token.tokenIdx}`}>
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>{t(`tokens.scopes.${token.scope}`)}</Table.Td>
                <Table.Td>{token.projectName ?? t("tokens.anyProject")}</Table.Td>
                <Table.Td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t("tokens.never")}</Table.Td>
                <Table.Td>{formatDateTime(token.expiresAt)}</Table.Td>
                <Table.Td>
                  <Badge color={stateColor[state]} variant="light">
                    {t(`tokens.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {state === "active" && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => void onRevoke(token)}
                      data-testid={`token-revoke-${token.tokenIdx}`}
                    >
                      {t("tokens.revoke")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
