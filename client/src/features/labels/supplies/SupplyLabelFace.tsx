import type { MaterialLabel } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { QrImage } from "../../../components/QrImage";
import classes from "../components/label.module.css";

const layouts = {
  /** 50 × 30 mm label. */
  bottle: { className: classes.bottle, qr: "19mm" },
  /** 63.5 × 38.1 mm sheet label. */
  sheet: { className: classes.sheetLabel, qr: "24mm" },
} as const;

interface SupplyLabelFaceProps {
  /** null: the supply could not be loaded (deleted, or not visible). */
  label: MaterialLabel | null;
  layout: keyof typeof layouts;
}

/** One supply label: the QR code of its page, its name, spec and serial number. */
export function SupplyLabelFace({ label, layout }: SupplyLabelFaceProps) {
  const { t } = useTranslation();
  const { className, qr } = layouts[layout];
  return (
    <div className={className} data-testid="label" data-material-idx={label?.materialIdx}>
      <div className={classes.qrColumn}>
        {label ? (
          <QrImage text={label.url} size={qr} label={t("supplies.labels.qrAlt", { name: label.name })} />
        ) : (
          <span style={{ width: qr, height: qr }} />
        )}
      </div>
      <div className={classes.text}>
        {label ? (
          <>
            <span className={classes.name} data-testid="label-name">
              {label.name}
            </span>
            {label.spec ? (
              <span className={classes.line} data-testid="label-spec">
                {label.spec}
              </span>
            ) : null}
            {label.serialNo ? (
              <span className={classes.line} data-testid="label-serial">
                {t("supplies.labels.serialNo", { serialNo: label.serialNo })}
              </span>
            ) : null}
          </>
        ) : (
          <span className={classes.missing}>{t("labels.notFound")}</span>
        )}
      </div>
    </div>
  );
}
