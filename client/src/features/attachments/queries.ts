import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { attachmentPaths, type LabBookAttachment, type LabBookAttachmentList } from "@enote/shared";
import { api } from "../../lib/api";
import { labBookKeys } from "../labbook/queryKeys";

/**
 * Under the lab book keys: the collab server's "record" message (an attachment added or deleted
 * by anyone) invalidates `labBookKeys.all`, so every open page lists the change.
 */
export const attachmentKeys = {
  list: (lbIdx: number) => [...labBookKeys.all, "attachments", lbIdx] as const,
};

/** `?key=` of a public link for anonymous viewers; nothing for members. */
export const withKey = (path: string, shareKey: string | null, separator = "?") =>
  shareKey ? `${path}${separator}key=${encodeURIComponent(shareKey)}` : path;

export function useAttachments(lbIdx: number, shareKey: string | null = null) {
  return useQuery({
    queryKey: attachmentKeys.list(lbIdx),
    queryFn: ({ signal }) =>
      api.get<LabBookAttachmentList>(withKey(attachmentPaths.list(lbIdx), shareKey), {
        signal,
        auth: shareKey === null,
      }),
  });
}

/** Sends one file; `onProgress` gets the fraction sent. */
export function uploadAttachment(
  lbIdx: number,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<LabBookAttachment> {
  const form = new FormData();
  form.append("file", file, file.name);
  return api.uploadForm<LabBookAttachment>(attachmentPaths.upload(lbIdx), form, onProgress);
}

export function useDeleteAttachment(lbIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attachmentIdx: number) => api.delete<unknown>(attachmentPaths.file(lbIdx, attachmentIdx)),
    // The deleter sees the row go as soon as the server agrees, not after the refetch.
    onSuccess: (_answer, attachmentIdx) =>
      client.setQueryData<LabBookAttachmentList>(
        attachmentKeys.list(lbIdx),
        (list) => list && { ...list, attachments: list.attachments.filter((a) => a.attachmentIdx !== attachmentIdx) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: attachmentKeys.list(lbIdx) }),
  });
}
