import { Badge, Text } from "@mantine/core";
import { formatAmount, type InventoryStructureHit, type StructureSearchMode } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { paths } from "../../paths";
import { HitCard } from "./HitCard";

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
    <HitCard
      hit={hit}
      query={query}
      mode={mode}
      name={hit.name}
      to={paths.inventoryItem(hit.rowKey)}
      title={hit.name}
      label={t("structure.openBottle", { name: hit.name })}
      attributes={{ "data-testid": "structure-bottle-hit", "data-row-key": hit.rowKey }}
      badges={
        <>
          <Badge variant="light" color="gray" size="sm">
            {hit.pinNo}
          </Badge>
          {hit.casNo ? (
            <Text size="xs" c="dimmed">
              CAS {hit.casNo}
            </Text>
          ) : null}
        </>
      }
    >
      <Text size="sm">
        {hit.location ? `${t("structure.location")}: ${hit.location} · ` : ""}
        {t("structure.amount")}: {formatAmount(hit.amount, hit.unit)}
      </Text>
    </HitCard>
  );
}
