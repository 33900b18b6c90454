import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { formatAmount, type InventoryStructureHit, type StructureSearchMode } from "@enote/shared";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { HitStructure } from "../../components/structure/HitStructure";
import { paths } from "../../paths";

/** A bottle that matched: its name, PIN, where it stands and how much is left. */
export function BottleHitRow({
  hit,
  query,
  mode,
}: {
  hit: InventoryStructureHit;
  query: string;
  mode: StructureSearchMode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="structure-bottle-hit" data-row-key={hit.rowKey}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <HitStructure idcode={hit.idcode} query={query} mode={mode} name={hit.name} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={paths.inventoryItem(hit.rowKey)}
            fw={600}
            aria-label={t("structure.openBottle", { name: hit.name })}
            style={{ overflowWrap: "anywhere" }}
          >
            {hit.name}
          </Anchor>
          <Group gap={6}>
            <Badge variant="light" color="gray" size="sm">
              {hit.pinNo}
            </Badge>
            {hit.casNo ? (
              <Text size="xs" c="dimmed">
                CAS {hit.casNo}
              </Text>
            ) : null}
            {hit.similarity !== null ? (
              <Badge variant="outline" size="sm">
                {t("structure.similarity", { value: hit.similarity.toFixed(2) })}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            {hit.location ? `${t("structure.location")}: ${hit.location} · ` : ""}
            {t("structure.amount")}: {formatAmount(hit.amount, hit.unit)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
