import { useTranslation } from "react-i18next";
import { GhsPictogram } from "../../inventory/ghs/GhsPictogram";
import type { PrintEntry } from "../usePrintEntries";
import { QrImage } from "../../../components/QrImage";
import classes from "./label.module.css";

const layouts = {
  /** 50 × 30 mm bottle label. */
  bottle: { className: classes.bottle, qr: "19mm", textWidthMm: 26, pictogramMm: 6 },
  /** 63.5 × 38.1 mm sheet label. */
  sheet: { className: classes.sheetLabel, qr: "24mm", textWidthMm: 33, pictogramMm: 7 },
} as const;

interface LabelFaceProps {
  entry: PrintEntry;
  layout: keyof typeof layouts;
  withLocation?: boolean;
}

/**
 * One label: QR (the item's address), name, CAS, amount, opened and use-by dates when set, hazard
 * codes and pictograms, pin; optionally the location.
 */
export function LabelFace({ entry, layout, withLocation }: LabelFaceProps) {
  const { t } = useTranslation();
  const { className, qr, textWidthMm, pictogramMm } = layouts[layout];
  const { label } = entry;
  const pictograms = label?.pictograms ?? [];
  // Codes only: the statements' texts would not fit; the item page shows them.
  const hazards = (label?.hazardStatements ?? []).join(" ");
  // Every pictogram stays on the label: they shrink to share the row when there are many.
  const size = Math.min(pictogramMm, (textWidthMm - 0.5 * (pictograms.length - 1)) / Math.max(1, pictograms.length));
  return (
    <div className={className} data-testid="label" data-row-key={entry.rowKey}>
      <div className={classes.qrColumn}>
        {/* The server's item URL (ENOTE_PUBLIC_URL), so a phone reaches the lab's public address. */}
        {label ? (
          <QrImage text={label.url} size={qr} label={t("labels.qrAlt", { pin: entry.pin })} />
        ) : (
          <span style={{ width: qr, height: qr }} />
        )}
        <span className={classes.pin} data-testid="label-pin">
          {entry.pin}
        </span>
      </div>
      <div className={classes.text}>
        {label ? (
          <>
            <span className={classes.name} data-testid="label-name">
              {label.name}
            </span>
            {label.casNo ? <span className={classes.line}>{t("labels.cas", { casNo: label.casNo })}</span> : null}
            <span className={classes.line} data-testid="label-amount">
              {label.amountText}
            </span>
            {label.openedOn ? (
              <span className={classes.line} data-testid="label-opened">
                {t("labels.opened", { date: label.openedOn })}
              </span>
            ) : null}
            {label.expiresDue ? (
              <span className={classes.line} data-testid="label-due">
                {t("labels.due", { date: label.expiresDue })}
              </span>
            ) : null}
            {layout === "sheet" && label.nameEn && label.nameEn !== label.name ? (
              <span className={classes.line}>{label.nameEn}</span>
            ) : null}
          </>
        ) : (
          <span className={classes.missing}>{t("labels.notFound")}</span>
        )}
        {withLocation ? (
          <span className={classes.location} data-testid="label-location">
            {entry.location || t("common.none")}
          </span>
        ) : null}
        {hazards ? (
          <span className={classes.hazards} title={hazards} data-testid="label-hazards">
            {hazards}
          </span>
        ) : null}
        {pictograms.length ? (
          <span className={classes.pictograms}>
            {pictograms.map((code) => (
              <GhsPictogram key={code} code={code} size={`${size}mm`} title={t(`inventory.ghs.${code}`)} />
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
