import { describe, expect, it } from "vitest";
import { commentRights, type CommentStanding } from "./permissions";

const AUTHOR = 1;
const OTHER = 2;
const reader: CommentStanding = { reads: true, moderates: false, wroteSubject: false };
const moderator: CommentStanding = { reads: true, moderates: true, wroteSubject: false };
const subjectWriter: CommentStanding = { reads: true, moderates: false, wroteSubject: true };
const stranger: CommentStanding = { reads: false, moderates: false, wroteSubject: false };

describe("commentRights", () => {
  const byAuthor = { authorIdx: AUTHOR, threadAuthorIdx: AUTHOR };

  it("lets the author edit, delete and resolve their own thread", () => {
    expect(commentRights(reader, byAuthor, AUTHOR)).toEqual({ edit: true, delete: true, resolve: true });
  });

  it("gives another reader nothing on someone else's comment", () => {
    expect(commentRights(reader, byAuthor, OTHER)).toEqual({ edit: false, delete: false, resolve: false });
  });

  it("lets a moderator delete and resolve, but never edit, another member's comment", () => {
    expect(commentRights(moderator, byAuthor, OTHER)).toEqual({ edit: false, delete: true, resolve: true });
  });

  it("lets the subject's writer resolve any thread without deleting or editing it", () => {
    expect(commentRights(subjectWriter, byAuthor, OTHER)).toEqual({ edit: false, delete: false, resolve: true });
  });

  it("lets the thread's author resolve it through a reply by someone else", () => {
    const reply = { authorIdx: OTHER, threadAuthorIdx: AUTHOR };
    expect(commentRights(reader, reply, AUTHOR)).toEqual({ edit: false, delete: false, resolve: true });
  });

  it("gives nothing to someone who may not read the subject, even on their own old comment", () => {
    expect(commentRights(stranger, byAuthor, AUTHOR)).toEqual({ edit: false, delete: false, resolve: false });
  });
});
