import { Anchor, Paper, Skeleton, Stack, Text, Timeline, Title } from "@mantine/core";
import { formatDateTime, type InventoryHistoryEntry } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../../../paths";
import { QueryError } from "../../../components/QueryError";
import { IconHistory } from "../icons";
import { useInventoryHistory } from "../queries";
import { historyDetail } from "./historyText";
import { namedMember } from "../../../lib/memberName";

const colors: Record<InventoryHistoryEntry["kind"], string> = {
  created: "teal",
  updated: "gray",
  amount: "blue",
  disused: "red",
  restored: "lab",
  used: "orange",
};

/** An entry's title; a use names its lab book, linked (the book page checks who may read it). */
function EntryTitle({ entry }: { entry: InventoryHistoryEntry }) {
  const { t } = useTranslation();
  if (entry.kind !== "used") return <>{t(`inventory.history.${entry.kind}`)}</>;
  if (!entry.labBook) return <>{t("inventory.history.usedElsewhere")}</>;
  return (
    <Anchor component={Link} to={paths.labBookExperiment(entry.labBook.lbIdx)} data-testid="history-lab-book">
      {t("inventory.history.used", { seqNo: entry.labBook.seqNo })}
    </Anchor>
  );
}

/** Created, amount changes, uses in lab books, disuse and restore: who and when, newest first. */
export function HistoryCard({ rowKey }: { rowKey: string }) {
  const { t } = useTranslation();
  const history = useInventoryHistory(rowKey);
  let body;
  if (history.isPending) body = <Skeleton h={80} />;
  else if (history.isError) body = <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t("inventory.history.empty")}
      </Text>
    );
  else
    body = (
      <Timeline bulletSize={14} lineWidth={2} data-testid="inventory-history">
        {history.data.map((entry, index) => {
          const detail = historyDetail(entry, t);
          return (
            <Timeline.Item
              key={`${entry.at}-${index}`}
              color={colors[entry.kind]}
              title={<EntryTitle entry={entry} />}
              data-testid={`history-${entry.kind}`}
            >
              {detail ? (
                <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="history-detail">
                  {detail}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t("inventory.history.byAt", { name: namedMember(entry.by), at: formatDateTime(entry.at) })}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    );
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Title order={3} fz="md">
          <IconHistory size={18} style={{ verticalAlign: "-3px", marginRight: 6 }} />
          {t("inventory.history.title")}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
