import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { NoMenuAccess } from "../../components/NoMenuAccess";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { GroupSelect } from "../inventory/components/GroupSelect";
import { useGroupChoice } from "../inventory/groupChoice";
import { useLiveTopic } from "../../hooks/useLiveTopic";
import { QuotationRequests } from "./requests/QuotationRequests";
import { SupplierDirectory } from "./suppliers/SupplierDirectory";

/** /quotation: the group's quotation requests and its supplier directory. */
export function QuotationPage() {
  const { t } = useTranslation();
  const { groups, groupIdx, choose, query: groupsQuery } = useGroupChoice();
  useLiveTopic(groupIdx, "purchasing");

  if (groupsQuery.isPending) return <ContentLoader />;
  if (groupsQuery.isError) return <QueryError error={groupsQuery.error} onRetry={() => void groupsQuery.refetch()} />;

  const header = (
    <PageHeader
      title={t("nav.quotation")}
      actions={groupIdx !== null ? <GroupSelect groups={groups} value={groupIdx} onChange={choose} /> : null}
    />
  );
  if (groupIdx === null)
    return (
      <>
        {header}
        <NoMenuAccess noGroup testId="quotation-no-group" />
      </>
    );

  return (
    <>
      {header}
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests" data-testid="tab-requests">
            {t("purchasing.tabs.requests")}
          </Tabs.Tab>
          <Tabs.Tab value="suppliers" data-testid="tab-suppliers">
            {t("purchasing.tabs.suppliers")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests">
          <QuotationRequests groupIdx={groupIdx} />
        </Tabs.Panel>
        <Tabs.Panel value="suppliers">
          <SupplierDirectory groupIdx={groupIdx} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
