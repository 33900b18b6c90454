import { useQuery } from "@tanstack/react-query";
import { signingPaths, type BookSignatures, type VerifyResult } from "@enote/shared";
import { api } from "../../lib/api";
import { labBookKeys } from "../labbook/queryKeys";

/**
 * Keys under the book's detail key: whatever refreshes the book (a status change, a live record
 * change) refreshes its signatures and verification too.
 */
export const signingKeys = {
  verify: (lbIdx: number) => [...labBookKeys.detail(lbIdx), "verify"] as const,
  signatures: (lbIdx: number) => [...labBookKeys.detail(lbIdx), "signatures"] as const,
};

/** The server's recomputation of the book's record (GET verify.do). */
export function useVerifyBook(lbIdx: number) {
  return useQuery({
    queryKey: signingKeys.verify(lbIdx),
    queryFn: ({ signal }) => api.get<VerifyResult>(signingPaths.verify(lbIdx), { signal }),
  });
}

/** Every signature of the book, withdrawn ones included. */
export function useBookSignatures(lbIdx: number) {
  return useQuery({
    queryKey: signingKeys.signatures(lbIdx),
    queryFn: ({ signal }) => api.get<BookSignatures>(signingPaths.signatures(lbIdx), { signal }),
  });
}
