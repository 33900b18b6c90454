import { describe, expect, it } from "vitest";
import { roles } from "../roles";
import { decideProposal, seesAllProposals } from "./permissions";

const author = { memberIdx: 7, role: "FRONT" as const };
const proposal = { creatorIdx: 7 };

describe("proposal rules", () => {
  it("lets the author read their proposal but refuses them the answer with 'no modify authority'", () => {
    expect(decideProposal(author, "read", proposal)).toEqual({ allowed: true });
    expect(decideProposal(author, "answer", proposal)).toEqual({ allowed: false, code: "NO_MODIFY_AUTHORITY" });
  });

  it("hides another member's proposal from FRONT and MANAGER members alike (not found)", () => {
    for (const role of ["FRONT", "MANAGER"] as const) {
      const other = { memberIdx: 8, role };
      expect(decideProposal(other, "read", proposal)).toEqual({ allowed: false, code: "NOT_FOUND" });
      expect(decideProposal(other, "answer", proposal)).toEqual({ allowed: false, code: "NOT_FOUND" });
    }
  });

  it("lets ADMIN and MADE read and answer every proposal, and only them see all", () => {
    for (const role of roles) {
      const subject = { memberIdx: 9, role };
      const administrator = role === "ADMIN" || role === "MADE";
      expect(decideProposal(subject, "answer", proposal).allowed).toBe(administrator);
      expect(seesAllProposals(subject)).toBe(administrator);
    }
  });
});
