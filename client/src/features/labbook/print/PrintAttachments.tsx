import { formatFileSize, isSpectrumFile } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { useAttachments } from "../../attachments/queries";
import { PrintSpectra } from "../../spectra/PrintSpectra";

/** The book's attachments on paper: each file's name, size and SHA-256, as the .eln's book.html lists them. */
export function PrintAttachments({ lbIdx }: { lbIdx: number }) {
  const { t } = useTranslation();
  const list = useAttachments(lbIdx);
  const attachments = list.data?.attachments ?? [];
  if (attachments.length === 0) return null;
  return (
    <section className="print-block" data-testid="print-attachments">
      <h2>{t("history.eln.attachments")}</h2>
      <table className="print-table">
        <thead>
          <tr>
            <th>{t("history.eln.attachmentName")}</th>
            <th>{t("history.eln.attachmentSize")}</th>
            <th>{t("history.eln.attachmentHash")}</th>
          </tr>
        </thead>
        <tbody>
          {attachments.map((file) => (
            <tr key={file.attachmentIdx} data-testid="print-attachment">
              <td>{file.name}</td>
              <td>{formatFileSize(file.size)}</td>
              <td className="print-hash">
                <code>{file.sha256}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PrintSpectra lbIdx={lbIdx} files={attachments.filter((file) => isSpectrumFile(file.name))} />
    </section>
  );
}
