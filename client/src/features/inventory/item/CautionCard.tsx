import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Caution } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { GhsPictogram } from "../ghs/GhsPictogram";

/** The item's pictograms with their names, and its hazard statements. */
export function CautionCard({ caution }: { caution: Caution }) {
  const { t } = useTranslation();
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
          <Group gap={6}>
            {caution.hazardStatements.map((code) => (
              <Badge key={code} variant="outline" color="red" radius="sm" data-testid={`hazard-${code}`}>
                {code}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
