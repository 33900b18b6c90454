import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { apiPaths, documentName, type Member, type TokenPair } from "@enote/shared";
import { createGroup, ok, setRoleInDb, signUpTestMember, type Result, type TestMember } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

/* A sign-in ends on the server: sign-out, a password change and a reset leave no token or socket working. */

let app: TestApp;
let admin: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpTestMember(app); // the first member: the administrator
});
afterAll(async () => {
  await app?.close();
});

type Answer = { data: TokenPair } & { code?: string };

const signIn = async (member: TestMember): Promise<TokenPair> =>
  ok(
    await app.call<Result<TokenPair>>("POST", apiPaths.oauth.authorize, {
      body: { memberId: member.input.memberId, password: member.input.password },
    }),
  );
const refresh = (refreshToken: string) => app.call<Answer>("POST", apiPaths.oauth.refresh, { token: refreshToken });
const me = (accessToken: string) => app.call<Result<Member>>("GET", apiPaths.oauth.me, { token: accessToken });
const logout = (refreshToken?: string) =>
  app.call<Result<unknown>>("POST", apiPaths.oauth.logout, { token: refreshToken });

/** A live socket on a group's change feed, and how (if) the server closed it. */
interface Socket {
  closedWith(): string | null;
  destroy(): void;
}

async function openFeed(groupIdx: number, accessToken: string): Promise<Socket> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.url.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: documentName.groupEvents(groupIdx),
    document: new Y.Doc(),
    token: accessToken,
  });
  let closed: string | null = null;
  provider.on("close", ({ event }: { event: { reason?: string } }) => {
    closed ??= event.reason ?? "";
  });
  await new Promise<void>((resolve, reject) => {
    provider.on("synced", () => resolve());
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
    provider.attach();
  });
  return {
    closedWith: () => closed,
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** A member who may create a group (a MANAGER), with a group of their own whose feed they may open. */
async function memberWithGroup(groupName: string): Promise<{ member: TestMember; groupIdx: number }> {
  const member = await signUpTestMember(app);
  await setRoleInDb(app, member.memberIdx, "MANAGER");
  return { member, groupIdx: (await createGroup(app, member.token, groupName)).groupIdx };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("POST /api/oauth/logout.do", () => {
  it("ends the sign-in: its refresh token, an earlier copy and its access token stop working; another sign-in goes on", async () => {
    const member = await signUpTestMember(app);
    const first = await signIn(member);
    const rotated = ok(await refresh(first.refreshToken));
    const other = await signIn(member);

    expect((await logout(rotated.refreshToken)).status).toBe(200);
    expect((await refresh(rotated.refreshToken)).body.code).toBe("SESSION_EXPIRED");
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await me(rotated.accessToken)).status).toBe(401);
    expect((await me(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it("answers alike when there is nothing to end: no token, a second sign-out", async () => {
    const member = await signUpTestMember(app);
    const pair = await signIn(member);
    for (const token of [undefined, pair.refreshToken, pair.refreshToken]) {
      const answer = await logout(token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { signedOut: true } });
    }
  });

  it("ends the sign-in an access token names: its refresh token and access token stop working; another goes on", async () => {
    const member = await signUpTestMember(app);
    const ending = await signIn(member);
    const other = await signIn(member);

    const answer = await logout(ending.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { signedOut: true } });
    expect((await refresh(ending.refreshToken)).body.code).toBe("SESSION_EXPIRED");
    expect((await me(ending.accessToken)).status).toBe(401);
    expect((await me(other.accessToken)).status).toBe(200);
  });

  it("refuses a token that is neither a refresh token of a sign-in nor a valid access token, with 401", async () => {
    const member = await signUpTestMember(app);
    const pair = await signIn(member);
    const forged = `${pair.accessToken.slice(0, -4)}AAAA`;
    for (const token of ["no-such-token", forged]) {
      const answer = await logout(token);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe("SESSION_EXPIRED");
    }
    expect((await me(pair.accessToken)).status).toBe(200);
  });

  it("closes the documents the ended sign-in has open, and no other's", async () => {
    const { member, groupIdx } = await memberWithGroup("Sign-out lab");
    const leaving = await signIn(member);
    const staying = await signIn(member);
    const ended = await openFeed(groupIdx, leaving.accessToken);
    const kept = await openFeed(groupIdx, staying.accessToken);
    try {
      await logout(leaving.refreshToken);
      await until(() => ended.closedWith() !== null, "the ended sign-in's socket to close");
      expect(ended.closedWith()).toBe("permission-denied");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(kept.closedWith()).toBeNull();
    } finally {
      ended.destroy();
      kept.destroy();
    }
  });
});

describe("a password change and a reset", () => {
  it("close the sockets of the member's other sign-ins at once; the sign-in that changed it keeps its own", async () => {
    const { member, groupIdx } = await memberWithGroup("Password lab");
    const elsewhere = await signIn(member);
    const other = await openFeed(groupIdx, elsewhere.accessToken);
    const own = await openFeed(groupIdx, member.token);
    try {
      const changed = await app.call("PUT", apiPaths.oauth.changePassword, {
        token: member.token,
        body: {
          currentPassword: member.input.password,
          newPassword: "newBench2025",
          newPasswordConfirm: "newBench2025",
        },
      });
      expect(changed.status).toBe(200);
      await until(() => other.closedWith() !== null, "the other sign-in's socket to close");
      expect(other.closedWith()).toBe("permission-denied");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(own.closedWith()).toBeNull();
    } finally {
      other.destroy();
      own.destroy();
    }
  });

  it("by an administrator closes every socket the member has open", async () => {
    const { member, groupIdx } = await memberWithGroup("Reset lab");
    const open = await openFeed(groupIdx, member.token);
    try {
      const reset = await app.call("PUT", apiPaths.oauth.resetPassword, {
        token: admin.token,
        body: { memberIdx: member.memberIdx },
      });
      expect(reset.status).toBe(200);
      await until(() => open.closedWith() !== null, "the member's socket to close");
      expect(open.closedWith()).toBe("permission-denied");
    } finally {
      open.destroy();
    }
  });
});
