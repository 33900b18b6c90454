import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Member, ResetPasswordResult, TokenPair } from "@enote/shared";
import { members } from "../db/schema";
import { failWrites } from "../test/fail-writes";
import { buildSignUp, signUpMember, startTestApp, type SignedUp, type TestApp } from "../test/harness";

let app: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpMember(app); // first member: ADMIN
});
afterAll(async () => {
  await app?.close();
});

type ErrorBody = { message: string; code: string; issues?: { path: string[]; message: string }[] };
type Result<T> = { data: T } & ErrorBody;

const signIn = (memberId: string, password: string) =>
  app.call<Result<TokenPair>>("POST", "/api/oauth/authorize.do", { body: { memberId, password } });
const me = (token: string) => app.call<Result<Member>>("GET", "/api/oauth/me.do", { token });

function profileOf(input: SignedUp["input"]) {
  const { email, firstName, lastName, initial, phone } = input;
  return { email, firstName, lastName, initial, phone };
}

describe("PUT /api/oauth/member.do", () => {
  it("edits the own profile and returns it", async () => {
    const member = await signUpMember(app);
    const result = await app.call<Result<Member>>("PUT", "/api/oauth/member.do", {
      token: member.tokens.accessToken,
      body: {
        ...profileOf(member.input),
        nickName: "Radium",
        organization: "Sorbonne",
        initial: "MSC",
        newsletter: true,
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      nickName: "Radium",
      organization: "Sorbonne",
      initial: "MSC",
      newsletter: true,
    });
    expect((await me(member.tokens.accessToken)).body.data.nickName).toBe("Radium");
  });

  it("refuses another member's email with 409 and invalid values with 400, changing nothing", async () => {
    const member = await signUpMember(app);
    const taken = await app.call<ErrorBody>("PUT", "/api/oauth/member.do", {
      token: member.tokens.accessToken,
      body: { ...profileOf(member.input), email: admin.input.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("EMAIL_TAKEN");
    const invalid = await app.call<ErrorBody>("PUT", "/api/oauth/member.do", {
      token: member.tokens.accessToken,
      body: { ...profileOf(member.input), phone: "12345", nickName: "Changed" },
    });
    expect(invalid.status).toBe(400);
    const after = await me(member.tokens.accessToken);
    expect(after.body.data.email).toBe(member.input.email);
    expect(after.body.data.nickName).toBeNull();
  });

  it("requires a sign-in", async () => {
    expect((await app.call("PUT", "/api/oauth/member.do", { body: {} })).status).toBe(401);
  });
});

describe("PUT /api/oauth/change/pw.do", () => {
  it("changes the password: the old one stops working, other sign-ins end, this one goes on", async () => {
    const member = await signUpMember(app);
    const otherDevice = (await signIn(member.input.memberId, member.input.password)).body.data;
    const result = await app.call<Result<Member>>("PUT", "/api/oauth/change/pw.do", {
      token: member.tokens.accessToken,
      body: { currentPassword: member.input.password, newPassword: "newBench2025", newPasswordConfirm: "newBench2025" },
    });
    expect(result.status).toBe(200);
    expect((await signIn(member.input.memberId, member.input.password)).status).toBe(401);
    expect((await signIn(member.input.memberId, "newBench2025")).status).toBe(200);
    expect((await me(otherDevice.accessToken)).status).toBe(401);
    expect((await me(member.tokens.accessToken)).status).toBe(200);
  });

  it("refuses a wrong current password and a mismatched confirmation", async () => {
    const member = await signUpMember(app);
    const wrong = await app.call<ErrorBody>("PUT", "/api/oauth/change/pw.do", {
      token: member.tokens.accessToken,
      body: { currentPassword: "notMine123", newPassword: "newBench2025", newPasswordConfirm: "newBench2025" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("WRONG_PASSWORD");
    const mismatch = await app.call<ErrorBody>("PUT", "/api/oauth/change/pw.do", {
      token: member.tokens.accessToken,
      body: { currentPassword: member.input.password, newPassword: "newBench2025", newPasswordConfirm: "newBench2026" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Password and Confirm Password are different");
    expect((await signIn(member.input.memberId, member.input.password)).status).toBe(200);
  });

  it("keeps the old password when ending the other sign-ins fails", async () => {
    const member = await signUpMember(app);
    const memberIdx = (await me(member.tokens.accessToken)).body.data.memberIdx;
    const otherDevice = (await signIn(member.input.memberId, member.input.password)).body.data;
    const restore = await failWrites(app, "auth_sessions", "UPDATE", `NEW.member_idx = ${memberIdx}`);
    try {
      const result = await app.call<ErrorBody>("PUT", "/api/oauth/change/pw.do", {
        token: member.tokens.accessToken,
        body: {
          currentPassword: member.input.password,
          newPassword: "newBench2025",
          newPasswordConfirm: "newBench2025",
        },
      });
      expect(result.status).toBe(500);
    } finally {
      await restore();
    }
    expect((await signIn(member.input.memberId, "newBench2025")).status).toBe(401);
    expect((await signIn(member.input.memberId, member.input.password)).status).toBe(200);
    expect((await me(otherDevice.accessToken)).status).toBe(200);
  });
});

describe("PUT /api/oauth/reset/pw.do and init/pw.do", () => {
  it("lets an ADMIN reset a password once-visible; the member must choose a new one before anything else", async () => {
    const member = await signUpMember(app);
    const memberIdx = (await me(member.tokens.accessToken)).body.data.memberIdx;
    const reset = await app.call<Result<ResetPasswordResult>>("PUT", "/api/oauth/reset/pw.do", {
      token: admin.tokens.accessToken,
      body: { memberIdx },
    });
    expect(reset.status).toBe(200);
    const temporary = reset.body.data.temporaryPassword;
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await me(member.tokens.accessToken)).status).toBe(401); // old sign-ins ended
    expect((await signIn(member.input.memberId, member.input.password)).status).toBe(401);

    const session = (await signIn(member.input.memberId, temporary ?? "")).body.data;
    expect((await me(session.accessToken)).body.data.mustChangePassword).toBe(true);
    const blocked = await app.call<ErrorBody>("PUT", "/api/oauth/member.do", {
      token: session.accessToken,
      body: profileOf(member.input),
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe("PASSWORD_CHANGE_REQUIRED");

    const init = await app.call<Result<Member>>("PUT", "/api/oauth/init/pw.do", {
      token: session.accessToken,
      body: { newPassword: "chosenAgain7", newPasswordConfirm: "chosenAgain7" },
    });
    expect(init.status).toBe(200);
    expect(init.body.data.mustChangePassword).toBe(false);
    expect((await signIn(member.input.memberId, "chosenAgain7")).status).toBe(200);
  });

  it("refuses a reset by a member who is not an administrator", async () => {
    const member = await signUpMember(app);
    const result = await app.call<ErrorBody>("PUT", "/api/oauth/reset/pw.do", {
      token: member.tokens.accessToken,
      body: { memberIdx: 1 },
    });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe("NO_MENU_ACCESS");
  });

  it("answers 404 for an unknown member and 400 for a malformed id", async () => {
    const unknown = await app.call<ErrorBody>("PUT", "/api/oauth/reset/pw.do", {
      token: admin.tokens.accessToken,
      body: { memberIdx: 999999 },
    });
    expect(unknown.status).toBe(404);
    const malformed = await app.call<ErrorBody>("PUT", "/api/oauth/reset/pw.do", {
      token: admin.tokens.accessToken,
      body: { memberIdx: "1; drop table members" },
    });
    expect(malformed.status).toBe(400);
  });

  it("answers 409 to init/pw.do when no reset is pending", async () => {
    const member = await signUpMember(app);
    const result = await app.call<ErrorBody>("PUT", "/api/oauth/init/pw.do", {
      token: member.tokens.accessToken,
      body: { newPassword: "chosenAgain7", newPasswordConfirm: "chosenAgain7" },
    });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe("NO_PASSWORD_RESET_PENDING");
  });
});

describe("reset to a configured default password", () => {
  it("sets ENOTE_DEFAULT_PASSWORD and returns no temporary password", async () => {
    const other = await startTestAppWithDefault();
    try {
      const boss = await signUpMember(other);
      const member = await signUpMember(other);
      const memberIdx = (
        await other.call<Result<Member>>("GET", "/api/oauth/me.do", { token: member.tokens.accessToken })
      ).body.data.memberIdx;
      const reset = await other.call<Result<ResetPasswordResult>>("PUT", "/api/oauth/reset/pw.do", {
        token: boss.tokens.accessToken,
        body: { memberIdx },
      });
      expect(reset.body.data.temporaryPassword).toBeNull();
      const signedIn = await other.call("POST", "/api/oauth/authorize.do", {
        body: { memberId: member.input.memberId, password: "labDefault2026" },
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

async function startTestAppWithDefault(): Promise<TestApp> {
  const { startTestApp: start } = await import("../test/harness");
  return start({ ENOTE_DEFAULT_PASSWORD: "labDefault2026" });
}

describe("DELETE /api/oauth/leave/member.do", () => {
  it("keeps the membership when the password is wrong", async () => {
    const member = await signUpMember(app);
    const result = await app.call<ErrorBody>("DELETE", "/api/oauth/leave/member.do", {
      token: member.tokens.accessToken,
      body: { password: "notMine123" },
    });
    expect(result.status).toBe(400);
    expect((await me(member.tokens.accessToken)).status).toBe(200);
  });

  it("revokes every token, erases personal data, blocks sign-in and frees the id", async () => {
    const member = await signUpMember(app, { nickName: "Leaver", organization: "Lab 3" });
    const memberIdx = (await me(member.tokens.accessToken)).body.data.memberIdx;
    const result = await app.call<Result<{ memberIdx: number }>>("DELETE", "/api/oauth/leave/member.do", {
      token: member.tokens.accessToken,
      body: { password: member.input.password },
    });
    expect(result.status).toBe(200);
    expect((await me(member.tokens.accessToken)).status).toBe(401);
    expect((await app.call("POST", "/api/oauth/refresh.do", { token: member.tokens.refreshToken })).status).toBe(401);
    expect((await signIn(member.input.memberId, member.input.password)).status).toBe(401);
    const [row] = await app.database.db.select().from(members).where(eq(members.memberIdx, memberIdx));
    expect(row).toMatchObject({
      status: "LEFT",
      // Records keep who wrote them (issue 33): the name stays, contact data and sign-in go.
      firstName: member.input.firstName,
      lastName: member.input.lastName,
      memberId: null,
      email: null,
      passwordHash: null,
      nickName: null,
      organization: null,
      phone: "",
    });
    const again = await app.call("POST", "/api/oauth/signUp.do", {
      body: buildSignUp({ memberId: member.input.memberId, email: member.input.email }),
    });
    expect(again.status).toBe(200);
  });
});
