import { Badge, Text } from "@mantine/core";
import type { BookStructureHit, StructureSearchMode } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { paths } from "../../paths";
import { LabBookStatusBadge } from "../labbook/components/LabBookStatusBadge";
import { HitCard } from "./HitCard";

/** The page of a found book: a MoA book opens under /moaBook. */
export const bookLink = (hit: Pick<BookStructureHit, "kind" | "lbIdx">) =>
  hit.kind === "MOA" ? paths.moaExperiment(hit.lbIdx) : paths.labBookExperiment(hit.lbIdx);

/** A reactant or product of a book that matched: the book, its status, the row and its role. */
export function BookHitRow({ hit, query, mode }: { hit: BookStructureHit; query: string; mode: StructureSearchMode }) {
  const { t } = useTranslation();
  return (
    <HitCard
      hit={hit}
      query={query}
      mode={mode}
      name={hit.rowName || hit.title}
      to={bookLink(hit)}
      title={hit.title}
      label={t("structure.openBook", { title: hit.title })}
      attributes={{ "data-testid": "structure-book-hit", "data-lb-idx": hit.lbIdx }}
      badges={
        <>
          <LabBookStatusBadge status={hit.status} size="sm" />
          <Badge variant="light" color={hit.role === "product" ? "teal" : "blue"} size="sm">
            {t(`structure.roles.${hit.role}`)}
          </Badge>
        </>
      }
    >
      {hit.rowName ? (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {hit.rowName}
        </Text>
      ) : null}
    </HitCard>
  );
}
