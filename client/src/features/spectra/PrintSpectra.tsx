import { pickPeaks, peakDecimals, spectrumSvg, type LabBookAttachment } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { svgDataUrl } from "../../components/structure/chem";
import { useSpectra } from "./useSpectra";

/** Each JCAMP-DX attachment on paper: the spectrum drawn with its peaks, their positions written out. */
export function PrintSpectra({ lbIdx, files }: { lbIdx: number; files: readonly LabBookAttachment[] }) {
  const { t } = useTranslation();
  const { spectra } = useSpectra(lbIdx, files, null);
  if (files.length === 0) return null;
  return (
    <>
      {files.map((file, index) => {
        const spectrum = spectra[index];
        if (!spectrum) return null;
        const peaks = file.peaks ?? pickPeaks(spectrum);
        const decimals = peakDecimals(spectrum);
        return (
          <figure className="print-spectrum" key={file.attachmentIdx} data-testid="print-spectrum">
            <img
              src={svgDataUrl(spectrumSvg([{ spectrum, peaks }]))}
              alt={t("spectra.chart", { name: file.name })}
              style={{ width: "100%", maxWidth: "180mm" }}
            />
            <figcaption>
              {t("spectra.printed", {
                name: file.name,
                peaks: `${peaks.map((peak) => peak.toFixed(decimals)).join(", ")} ${spectrum.xUnit}`,
              })}
            </figcaption>
          </figure>
        );
      })}
    </>
  );
}
