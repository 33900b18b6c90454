import { Anchor, Paper, Skeleton, Stack, Text, Timeline, Title } from "@mantine/core";
import { formatDateTime, type MaterialHistoryEntry } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { QueryError } from "../../../components/QueryError";
import { namedMember } from "../../../lib/memberName";
import { paths } from "../../../paths";
import { IconHistory } from "../../inventory/icons";
import { useMaterialHistory } from "../queries";
import { supplyHistoryDetail } from "./historyText";

const colors: Record<MaterialHistoryEntry["kind"], string> = { created: "teal", quantity: "blue", used: "orange" };

/** An entry's title; a use names its lab book, linked, when the reader may read it. */
function EntryTitle({ entry }: { entry: MaterialHistoryEntry }) {
  const { t } = useTranslation();
  if (entry.kind !== "used") return <>{t(`supplies.history.${entry.kind}`)}</>;
  if (!entry.labBook) return <>{t("supplies.history.usedElsewhere")}</>;
  return (
    <Anchor component={Link} to={paths.labBookExperiment(entry.labBook.lbIdx)} data-testid="supply-history-book">
      {t("supplies.history.used", { seqNo: entry.labBook.seqNo, title: entry.labBook.title })}
    </Anchor>
  );
}

/** Added, quantity changes on the form, and uses in lab books: who and when, newest first. */
export function SupplyHistory({ materialIdx }: { materialIdx: number }) {
  const { t } = useTranslation();
  const history = useMaterialHistory(materialIdx);
  let body;
  if (history.isPending) body = <Skeleton h={80} />;
  else if (history.isError) body = <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t("supplies.history.empty")}
      </Text>
    );
  else
    body = (
      <Timeline bulletSize={14} lineWidth={2} data-testid="supply-history">
        {history.data.map((entry, index) => {
          const detail = supplyHistoryDetail(entry, t);
          return (
            <Timeline.Item
              key={`${entry.at}-${index}`}
              color={colors[entry.kind]}
              title={<EntryTitle entry={entry} />}
              data-testid={`supply-history-${entry.kind}`}
            >
              {detail ? (
                <Text size="sm" data-testid="supply-history-detail">
                  {detail}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t("supplies.history.byAt", { name: namedMember(entry.by), at: formatDateTime(entry.at) })}
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
          {t("supplies.history.title")}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
