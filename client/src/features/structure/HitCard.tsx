import { Anchor, Badge, Group, Paper, Stack } from "@mantine/core";
import type { StructureSearchMode } from "@enote/shared";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { HitStructure } from "../../components/structure/HitStructure";

interface HitCardProps {
  hit: { idcode: string; similarity: number | null };
  query: string;
  mode: StructureSearchMode;
  /** What the drawing is of (its alt text). */
  name: string;
  /** The page the hit opens: its address, its link text and the link's label. */
  to: string;
  title: string;
  label: string;
  /** Badges before the similarity. */
  badges: ReactNode;
  /** A line under them. */
  children?: ReactNode;
  /** data-testid and data-* attributes of the card. */
  attributes: Record<string, string | number>;
}

/** One found structure: drawn with the match marked, the page it opens, its facts. */
export function HitCard({ hit, query, mode, name, to, title, label, badges, children, attributes }: HitCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" {...attributes}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <HitStructure idcode={hit.idcode} query={query} mode={mode} name={name} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={600} aria-label={label} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Anchor>
          <Group gap={6}>
            {badges}
            {hit.similarity !== null ? (
              <Badge variant="outline" size="sm">
                {t("structure.similarity", { value: hit.similarity.toFixed(2) })}
              </Badge>
            ) : null}
          </Group>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
