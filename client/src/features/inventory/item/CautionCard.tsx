import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { hazardStatementText, type Caution } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { GhsPictogram } from "../ghs/GhsPictogram";

/** The item's pictograms with their names, and its hazard statements with their texts in the member's language. */
export function CautionCard({ caution }: { caution: Caution }) {
  const { t, i18n } = useTranslation();
  const none = caution.pictograms.length === 0 && caution.hazardStatements.length === 0;
  return (
    <Paper withBorder p="md" data-testid="inventory-caution">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t("inventory.fields.caution")}
        </Title>
        {none ? (
          <Text size="sm" c="dimmed">
            {t("inventory.noCaution")}
          </Text>
        ) : null}
        {caution.pictograms.length ? (
          <Group gap="sm">
            {caution.pictograms.map((code) => (
              <Stack key={code} gap={2} align="center" w={72}>
                <GhsPictogram code={code} size={52} title={t(`inventory.ghs.${code}`)} />
                <Text size="xs" ta="center" lh={1.2}>
                  {t(`inventory.ghs.${code}`)}
                </Text>
              </Stack>
            ))}
          </Group>
        ) : null}
        {caution.hazardStatements.length ? (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {caution.hazardStatements.map((code) => (
              <Group key={code} component="li" gap="xs" wrap="nowrap" align="flex-start" data-testid={`hazard-${code}`}>
                <Badge variant="outline" color="red" radius="sm" style={{ flex: "none" }}>
                  {code}
                </Badge>
                {/* A code saved before the list was enforced has no text: the code alone is shown. */}
                <Text size="sm" lh={1.4} data-testid={`hazard-text-${code}`}>
                  {hazardStatementText(code, i18n.language) ?? ""}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
