import { useMutation, useQueryClient } from "@tanstack/react-query";
import { attachmentPaths, type LabBookAttachment, type LabBookAttachmentList } from "@enote/shared";
import { api } from "../../lib/api";
import { attachmentKeys } from "../attachments/queries";

/** Saves a spectrum's peaks (null: the automatic ones), the list updated for this page at once. */
export function useSavePeaks(lbIdx: number, attachmentIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (peaks: number[] | null) =>
      api.put<LabBookAttachment>(attachmentPaths.peaks(lbIdx, attachmentIdx), { peaks }),
    onMutate: (peaks) =>
      client.setQueryData<LabBookAttachmentList>(
        attachmentKeys.list(lbIdx),
        (list) =>
          list && {
            ...list,
            attachments: list.attachments.map((a) => (a.attachmentIdx === attachmentIdx ? { ...a, peaks } : a)),
          },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: attachmentKeys.list(lbIdx) }),
  });
}
