import {
  proposal,
  proposalAnswerInput,
  proposalCreateInput,
  proposalListQuery,
  proposalPage,
  proposalParams,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import { answerProposal, createProposal, getProposal, listProposals } from "./service";

/** User proposals (issue 24): members write to the operators, administrators answer. */
export function proposalRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: "/api/proposal/create.do",
      summary: "Send the operators a proposal: subject, category, plain-text content (any member); starts RECEIVED",
      auth: "member",
      body: proposalCreateInput,
      response: proposal,
      status: 201,
      handler: ({ actor, body }) => createProposal(ctx, actor, body),
    }),
    route({
      method: "get",
      path: "/api/proposal/list.do",
      summary:
        "The caller's proposals, or everyone's for administrators, newest first; by status, category and a search of subject and content",
      auth: "member",
      query: proposalListQuery,
      response: proposalPage,
      handler: ({ actor, query }) => listProposals(ctx, actor, query),
    }),
    route({
      method: "get",
      path: "/api/proposal/:proposalIdx.do",
      summary: "One proposal with its status and answer (its author and administrators; anyone else: 404)",
      auth: "member",
      params: proposalParams,
      response: proposal,
      handler: ({ actor, params }) => getProposal(ctx, actor, params.proposalIdx),
    }),
    route({
      method: "put",
      path: "/api/proposal/:proposalIdx/answer.do",
      summary: "Set a proposal's status and answer (administrators; its author: 403; anyone else: 404)",
      auth: "member",
      params: proposalParams,
      body: proposalAnswerInput,
      response: proposal,
      handler: ({ actor, params, body }) => answerProposal(ctx, actor, params.proposalIdx, body),
    }),
  ];
}
