import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { InventoryItem } from "@enote/shared";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../components/QueryError";
import { LabBookStatusBadge } from "../labbook/components/LabBookStatusBadge";
import { paths } from "../../paths";
import { bookLink } from "./BookHitRow";
import { useStructureUses } from "./queries";

/** A bottle's "where was this used": the readable books whose reaction tables link it or hold its compound. */
export function UsesCard({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const uses = useStructureUses(item.rowKey);
  let body;
  if (uses.isPending) body = <Skeleton h={60} />;
  else if (uses.isError) body = <QueryError error={uses.error} onRetry={() => void uses.refetch()} />;
  else if (uses.data.books.length === 0)
    body = (
      <Text size="sm" c="dimmed" data-testid="structure-uses-empty">
        {t("structure.uses.empty")}
      </Text>
    );
  else
    body = (
      <Stack gap={6} data-testid="structure-uses">
        {uses.data.books.map((hit) => (
          <Group key={`${hit.lbIdx}:${hit.role}:${hit.position}`} gap="xs" wrap="nowrap" data-testid="structure-use">
            <LabBookStatusBadge status={hit.status} size="sm" />
            <Anchor component={Link} to={bookLink(hit)} size="sm" style={{ overflowWrap: "anywhere" }}>
              {hit.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`structure.roles.${hit.role}`)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="structure-uses-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="md">
              {t("structure.uses.title")}
            </Title>
            <Text size="xs" c="dimmed">
              {t("structure.uses.description")}
            </Text>
          </Stack>
          {item.smiles ? (
            <Button
              variant="light"
              size="xs"
              component={Link}
              to={paths.structureSearch({ smiles: item.smiles, mode: "similarity", groupIdx: item.groupIdx })}
              data-testid="structure-uses-similar"
            >
              {t("structure.uses.search")}
            </Button>
          ) : null}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
