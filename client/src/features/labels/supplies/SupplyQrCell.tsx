import type { MaterialLabel } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { QrImage } from "../../../components/QrImage";
import classes from "../components/label.module.css";

/** One cell of the supplies' QR sheet: the code of the supply's page, its name and serial number. */
export function SupplyQrCell({ label }: { label: MaterialLabel | null }) {
  const { t } = useTranslation();
  return (
    <div className={classes.qrCell} data-testid="label" data-material-idx={label?.materialIdx}>
      {label ? (
        <QrImage text={label.url} size="34mm" label={t("supplies.labels.qrAlt", { name: label.name })} />
      ) : (
        <span style={{ width: "34mm", height: "34mm" }} />
      )}
      <span className={classes.name} data-testid="label-name">
        {label?.name ?? t("labels.notFound")}
      </span>
      {label?.serialNo ? <span className={classes.pin}>{label.serialNo}</span> : null}
    </div>
  );
}
