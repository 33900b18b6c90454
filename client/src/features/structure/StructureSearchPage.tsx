import { Button, Paper, Stack, Text } from "@mantine/core";
import { useSearchParams, Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { NoMenuAccess } from "../../components/NoMenuAccess";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { paths } from "../../paths";
import { GroupSelect } from "../inventory/components/GroupSelect";
import { useGroupChoice } from "../inventory/groupChoice";
import { QueryForm } from "./QueryForm";
import { useStructureSearch } from "./queries";
import { draftParams, queryOf, readDraft } from "./searchQuery";
import { SearchResults } from "./SearchResults";

/**
 * Structure search (issue 39): a drawn or typed structure found in the chosen group's cabinet and
 * in the reaction tables of every book the member may read. The search lives in the address, so a
 * link ("Find similar structures" on a bottle) opens it run.
 */
export function StructureSearchPage() {
  const { t } = useTranslation();
  const { groups, groupIdx, query: groupsQuery } = useGroupChoice();
  const [search, setSearch] = useSearchParams();
  const draft = readDraft(search);
  const query = queryOf(draft, groupIdx);
  const results = useStructureSearch(query);

  const header = (
    <PageHeader
      title={t("structure.title")}
      description={t("structure.description")}
      actions={
        groups.length ? (
          <>
            <GroupSelect
              groups={groups}
              value={groupIdx}
              onChange={(next) => setSearch(draftParams(draft, next), { replace: true })}
            />
            <Button variant="default" component={Link} to={paths.inventory({ groupIdx: groupIdx ?? undefined })}>
              {t("nav.inventory")}
            </Button>
          </>
        ) : null
      }
    />
  );

  if (groupsQuery.isPending) return <ContentLoader />;
  if (groupsQuery.isError) return <QueryError error={groupsQuery.error} onRetry={() => void groupsQuery.refetch()} />;
  if (groups.length === 0)
    return (
      <>
        {header}
        <NoMenuAccess noGroup testId="structure-search-no-group" />
      </>
    );

  return (
    <>
      {header}
      <Stack gap="lg" data-testid="structure-search-page">
        <QueryForm
          key={search.toString()}
          initial={draft}
          searching={results.isFetching && !results.isFetchingNextPage}
          onSearch={(next) => {
            const params = draftParams(next, groupIdx);
            // The same search again: asked anew (a book stored since may have joined the results).
            if (params.toString() === search.toString()) void results.refetch();
            else setSearch(params);
          }}
        />
        {query ? (
          <SearchResults query={query} results={results} />
        ) : (
          <Paper withBorder p="lg">
            <Text c="dimmed" ta="center">
              {t("structure.noQuery")}
            </Text>
          </Paper>
        )}
      </Stack>
    </>
  );
}
