import type { CommentCreateInput } from "@enote/shared";
import { useTranslation } from "react-i18next";
import type { CommentThreadActions } from "../../components/comments/CommentThreadView";
import { confirmDelete, showToast } from "../../components/dialogs";
import { errorMessage } from "../../lib/errorMessage";
import { useCommentActions } from "./queries";

/** The thread view's actions on a lab book: failures of one-click actions show as a toast. */
export function useThreadActions(lbIdx: number) {
  const { t } = useTranslation();
  const { create, edit, remove, resolve } = useCommentActions(lbIdx);
  const failed = (error: unknown) => showToast(errorMessage(error), "failure");
  const thread: CommentThreadActions = {
    reply: (threadIdx, content) => create.mutateAsync({ content, parentIdx: threadIdx }),
    edit: (lcmIdx, content) => edit.mutateAsync({ lcmIdx, content }),
    remove: (lcmIdx) => {
      void confirmDelete(t("comments.deleteConfirm")).then((sure) => {
        if (sure) remove.mutate(lcmIdx, { onError: failed });
      });
    },
    resolve: (threadIdx, resolved) => resolve.mutate({ lcmIdx: threadIdx, resolved }, { onError: failed }),
  };
  return { create: (input: CommentCreateInput) => create.mutateAsync(input), thread };
}
