import { useTranslation } from "react-i18next";
import type { PrintEntry } from "../usePrintEntries";
import { QrImage } from "../../../components/QrImage";
import classes from "./label.module.css";

/** One cell of the QR sheet: the code, the name under it, the pin. */
export function QrCell({ entry }: { entry: PrintEntry }) {
  const { t } = useTranslation();
  return (
    <div className={classes.qrCell} data-testid="label" data-row-key={entry.rowKey}>
      {entry.label ? (
        <QrImage text={entry.label.url} size="34mm" label={t("labels.qrAlt", { pin: entry.pin })} />
      ) : (
        <span style={{ width: "34mm", height: "34mm" }} />
      )}
      <span className={classes.name} data-testid="label-name">
        {entry.label?.name ?? t("labels.notFound")}
      </span>
      <span className={classes.pin}>{entry.pin}</span>
    </div>
  );
}
