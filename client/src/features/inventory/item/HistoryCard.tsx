import { Anchor } from "@mantine/core";
import type { InventoryHistoryEntry } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { RecordHistory } from "../../../components/RecordHistory";
import { namedMember } from "../../../lib/memberName";
import { paths } from "../../../paths";
import { useInventoryHistory } from "../queries";
import { historyDetail } from "./historyText";

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
  return (
    <RecordHistory
      title={t("inventory.history.title")}
      empty={t("inventory.history.empty")}
      history={history}
      lines={(history.data ?? []).map((entry) => ({
        kind: entry.kind,
        color: colors[entry.kind],
        title: <EntryTitle entry={entry} />,
        detail: historyDetail(entry, t),
        by: namedMember(entry.by),
        at: entry.at,
      }))}
      byAt={(name, at) => t("inventory.history.byAt", { name, at })}
      testIds={{ timeline: "inventory-history", entry: "history", detail: "history-detail" }}
    />
  );
}
