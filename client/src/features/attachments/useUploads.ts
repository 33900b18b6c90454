import { formatFileSize } from "@enote/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFailureDialog } from "../../components/dialogs";
import { ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { attachmentKeys, uploadAttachment } from "./queries";

/** A file being sent, with how much of it has gone (0–100). */
export interface Upload {
  id: number;
  name: string;
  percent: number;
}

let nextId = 0;

/**
 * Uploads files one after another, with their progress for the panel; a file over the limit
 * is refused here, before a byte is sent, in the same words the server would use.
 */
export function useUploads(lbIdx: number, maxBytes: number | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const start = useCallback(
    async (files: File[]) => {
      const queued = files.map((file) => ({ file, id: (nextId += 1) }));
      setUploads((current) => [...current, ...queued.map(({ file, id }) => ({ id, name: file.name, percent: 0 }))]);
      for (const { file, id } of queued) {
        const progress = (fraction: number) =>
          setUploads((current) =>
            current.map((u) => (u.id === id ? { ...u, percent: Math.round(fraction * 100) } : u)),
          );
        try {
          if (maxBytes !== null && file.size > maxBytes) {
            throw new ApiError(413, "FILE_TOO_LARGE", t("errors.FILE_TOO_LARGE", { max: formatFileSize(maxBytes) }));
          }
          await uploadAttachment(lbIdx, file, progress);
        } catch (error) {
          void showFailureDialog(t("attachments.uploadFailed", { name: file.name, reason: errorMessage(error) }));
        } finally {
          setUploads((current) => current.filter((u) => u.id !== id));
          void client.invalidateQueries({ queryKey: attachmentKeys.list(lbIdx) });
        }
      }
    },
    [client, lbIdx, maxBytes, t],
  );

  return { uploads, start };
}
