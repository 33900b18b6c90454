import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commentPaths, type Comment, type CommentCreateInput, type CommentList } from "@enote/shared";
import { api } from "../../lib/api";

export const commentKeys = {
  all: ["comments"] as const,
  labBook: (lbIdx: number) => ["comments", "labbook", lbIdx] as const,
};

const paths = commentPaths.labbook;

export function useLabBookComments(lbIdx: number) {
  return useQuery({
    queryKey: commentKeys.labBook(lbIdx),
    queryFn: ({ signal }) => api.get<CommentList>(paths.list(lbIdx), { signal }),
  });
}

/** Every change to a book's comments; each reads the list again when done (the others learn through the socket). */
export function useCommentActions(lbIdx: number) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: commentKeys.labBook(lbIdx) });
  return {
    create: useMutation({
      mutationFn: (input: CommentCreateInput) => api.post<Comment>(paths.create(lbIdx), input),
      onSettled,
    }),
    edit: useMutation({
      mutationFn: ({ lcmIdx, content }: { lcmIdx: number; content: string }) =>
        api.put<Comment>(paths.one(lbIdx, lcmIdx), { content }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (lcmIdx: number) => api.delete<unknown>(paths.one(lbIdx, lcmIdx)),
      onSettled,
    }),
    resolve: useMutation({
      mutationFn: ({ lcmIdx, resolved }: { lcmIdx: number; resolved: boolean }) =>
        api.put<Comment>(paths.resolve(lbIdx, lcmIdx), { resolved }),
      onSettled,
    }),
  };
}
