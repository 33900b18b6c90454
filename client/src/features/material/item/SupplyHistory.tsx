import { Anchor } from "@mantine/core";
import type { MaterialHistoryEntry } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { RecordHistory } from "../../../components/RecordHistory";
import { namedMember } from "../../../lib/memberName";
import { paths } from "../../../paths";
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
  return (
    <RecordHistory
      title={t("supplies.history.title")}
      empty={t("supplies.history.empty")}
      history={history}
      lines={(history.data ?? []).map((entry) => ({
        kind: entry.kind,
        color: colors[entry.kind],
        title: <EntryTitle entry={entry} />,
        detail: supplyHistoryDetail(entry, t),
        by: namedMember(entry.by),
        at: entry.at,
      }))}
      byAt={(name, at) => t("supplies.history.byAt", { name, at })}
      testIds={{ timeline: "supply-history", entry: "supply-history", detail: "supply-history-detail" }}
    />
  );
}
