import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  proposalPaths,
  type Proposal,
  type ProposalAnswerInput,
  type ProposalCreateInput,
  type ProposalListFilter,
  type ProposalPage,
} from "@enote/shared";
import { api } from "../../lib/api";

/** Query keys of user proposals (issue 24). */
export const proposalKeys = {
  all: ["proposals"] as const,
  list: (filter: ProposalListFilter) => [...proposalKeys.all, "list", filter] as const,
  detail: (proposalIdx: number) => [...proposalKeys.all, "detail", proposalIdx] as const,
};

export function useProposals(filter: ProposalListFilter, enabled = true) {
  return useQuery({
    queryKey: proposalKeys.list(filter),
    queryFn: ({ signal }) => api.get<ProposalPage>(proposalPaths.list(filter), { signal }),
    enabled,
    // Paging and typing keep the list in place instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}

export function useProposal(proposalIdx: number | null) {
  return useQuery({
    queryKey: proposalKeys.detail(proposalIdx ?? 0),
    queryFn: ({ signal }) => api.get<Proposal>(proposalPaths.one(proposalIdx ?? 0), { signal }),
    enabled: proposalIdx !== null,
    retry: false,
  });
}

export function useCreateProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposalCreateInput) => api.post<Proposal>(proposalPaths.create, input),
    onSuccess: (proposal) => {
      client.setQueryData(proposalKeys.detail(proposal.proposalIdx), proposal);
      return client.invalidateQueries({ queryKey: [...proposalKeys.all, "list"] });
    },
  });
}

export function useAnswerProposal(proposalIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposalAnswerInput) => api.put<Proposal>(proposalPaths.answer(proposalIdx), input),
    onSuccess: (proposal) => {
      client.setQueryData(proposalKeys.detail(proposal.proposalIdx), proposal);
      return client.invalidateQueries({ queryKey: [...proposalKeys.all, "list"] });
    },
  });
}
