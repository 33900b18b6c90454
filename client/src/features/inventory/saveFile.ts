import type { Download } from "../../lib/api";

/** Hands a downloaded file to the browser: saved under its name, or opened (PDFs) in a new tab. */
export function saveFile({ blob, fileName }: Download, open = false): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  if (open) link.target = "_blank";
  else link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the new tab or the download to take the data.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
