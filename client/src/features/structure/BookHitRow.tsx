import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { BookStructureHit, StructureSearchMode } from "@enote/shared";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { HitStructure } from "../../components/structure/HitStructure";
import { paths } from "../../paths";
import { LabBookStatusBadge } from "../labbook/components/LabBookStatusBadge";

const bookLink = (hit: BookStructureHit) =>
  hit.kind === "MOA" ? paths.moaExperiment(hit.lbIdx) : paths.labBookExperiment(hit.lbIdx);

/** A reactant or product of a book that matched: the book, its status, the row and its role. */
export function BookHitRow({ hit, query, mode }: { hit: BookStructureHit; query: string; mode: StructureSearchMode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="structure-book-hit" data-lb-idx={hit.lbIdx}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <HitStructure idcode={hit.idcode} query={query} mode={mode} name={hit.rowName || hit.title} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={bookLink(hit)}
            fw={600}
            aria-label={t("structure.openBook", { title: hit.title })}
            style={{ overflowWrap: "anywhere" }}
          >
            {hit.title}
          </Anchor>
          <Group gap={6}>
            <LabBookStatusBadge status={hit.status} size="sm" />
            <Badge variant="light" color={hit.role === "product" ? "teal" : "blue"} size="sm">
              {t(`structure.roles.${hit.role}`)}
            </Badge>
            {hit.similarity !== null ? (
              <Badge variant="outline" size="sm">
                {t("structure.similarity", { value: hit.similarity.toFixed(2) })}
              </Badge>
            ) : null}
          </Group>
          {hit.rowName ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {hit.rowName}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
