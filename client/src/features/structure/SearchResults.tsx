import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { BookStructureHit, InventoryStructureHit } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { EmptyPanel } from "../../components/EmptyPanel";
import { IconSearch } from "../../components/icons";
import { QueryError } from "../../components/QueryError";
import { BookHitRow } from "./BookHitRow";
import { BottleHitRow } from "./BottleHitRow";
import type { StructureQuery, useStructureSearch } from "./queries";

interface SearchResultsProps {
  query: StructureQuery;
  results: ReturnType<typeof useStructureSearch>;
}

/** The bottles and the books' rows that matched, page after page ("Show more"). */
export function SearchResults({ query, results }: SearchResultsProps) {
  const { t } = useTranslation();
  if (results.isPending) return <ContentLoader />;
  if (results.isError) return <QueryError error={results.error} onRetry={() => void results.refetch()} />;
  const pages = results.data.pages;
  const bottles: InventoryStructureHit[] = pages.flatMap((page) => page.inventory);
  const rows: BookStructureHit[] = pages.flatMap((page) => page.books);
  const more = results.hasNextPage ? (
    <Group justify="center">
      <Button
        variant="default"
        loading={results.isFetchingNextPage}
        onClick={() => void results.fetchNextPage()}
        data-testid="structure-search-more"
      >
        {t("structure.more")}
      </Button>
    </Group>
  ) : null;

  return (
    <Stack gap="lg" data-testid="structure-search-results" data-fetching={results.isFetching}>
      {query.scope.includes("inventory") ? (
        <Stack gap="sm" data-testid="structure-results-cabinet">
          <Group justify="space-between">
            <Title order={3} fz="lg">
              {t("structure.cabinet")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("structure.cabinetCount", { count: bottles.length })}
            </Text>
          </Group>
          {bottles.length === 0 ? (
            <EmptyPanel
              icon={<IconSearch size={24} />}
              title={t("structure.cabinetEmpty")}
              testId="structure-cabinet-empty"
              bare
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {bottles.map((hit) => (
                <BottleHitRow key={hit.rowKey} hit={hit} query={query.smiles} mode={query.mode} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ) : null}
      {query.scope.includes("books") ? (
        <Stack gap="sm" data-testid="structure-results-books">
          <Group justify="space-between">
            <Title order={3} fz="lg">
              {t("structure.books")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("structure.booksCount", { count: rows.length })}
            </Text>
          </Group>
          {rows.length === 0 ? (
            <EmptyPanel
              icon={<IconSearch size={24} />}
              title={t("structure.booksEmpty")}
              testId="structure-books-empty"
              bare
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {rows.map((hit) => (
                <BookHitRow
                  key={`${hit.lbIdx}:${hit.role}:${hit.position}`}
                  hit={hit}
                  query={query.smiles}
                  mode={query.mode}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ) : null}
      {more}
    </Stack>
  );
}
