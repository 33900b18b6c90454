import { socialPaths, type SocialSignInResult } from "@enote/shared";
import { buildSignUp } from "../test/harness";
import { isTokenActor, matrixActors, type MatrixRequest, type Scene, type World } from "../test/matrix-world";
import { OAuth2Server } from "oauth2-mock-server";
import { startLocalKakao, type LocalKakao } from "./local-providers";
import { redirectBack, startFlow } from "./test-support";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for social sign-in (issue 26). */
export interface SocialMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

let kakao: LocalKakao | null = null;
let oidc: OAuth2Server | null = null;
let people = 0;

/**
 * A local Kakao and a local OpenID Connect provider for the matrix app (its env), so the Kakao and
 * OIDC rows reach a real token check.
 */
export async function startSocialMatrixServices(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const started = await startLocalKakao("matrix-kakao-key", "424242");
  kakao = started;
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  oidc = provider;
  // Each ID token names a person no member has linked yet.
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    people += 1;
    token.payload["sub"] = `matrix-oidc-${people}`;
  });
  return {
    env: {
      ENOTE_KAKAO_CLIENT_ID: "matrix-kakao-key",
      ENOTE_KAKAO_APP_ID: "424242",
      ENOTE_KAKAO_API_URL: started.url,
      ENOTE_KAKAO_AUTH_URL: started.url,
      ENOTE_OIDC_ISSUER: provider.issuer.url ?? "",
      ENOTE_OIDC_CLIENT_ID: "matrix-oidc-client",
    },
    close: async () => {
      await started.close();
      await provider.stop();
    },
  };
}

/** A redirect sign-in with the OIDC provider as a browser makes it: start.do, the provider's redirect, back with the state's cookie. */
async function oidcSignInRequest(world: World): Promise<MatrixRequest> {
  if (!oidc) throw new Error("startSocialMatrixServices was not called");
  const flow = await startFlow(world.app, "oidc");
  const { code, state } = await redirectBack(flow.authorizeUrl);
  return { method: "POST", path: socialPaths.oidc, body: { code, state }, cookie: flow.cookie };
}

/** A Kakao access token of a person no member has linked yet. */
function newKakaoToken(): string {
  if (!kakao) throw new Error("startSocialMatrixServices was not called");
  people += 1;
  return kakao.issueToken({ id: `${9_100_000 + people}`, nickname: `matrix${people}` });
}

/** A live sign-up token, as an unknown identity's sign-in hands it out. */
async function signUpToken(world: World): Promise<string> {
  const result = await world.app.call<{ data: SocialSignInResult }>("POST", socialPaths.kakao, {
    body: { res: { access_token: newKakaoToken() } },
  });
  if (!("needsSignUp" in result.body.data)) throw new Error("expected needsSignUp");
  return result.body.data.signUpToken;
}

let reauthCalls = 0;

/**
 * reauth.do as each actor in turn (the matrix calls a row's request once per actor, in column
 * order): a signed-in actor first links a new Kakao identity (in place of any Kakao link it has),
 * then confirms with it; the
 * anonymous caller sends an identity nobody linked.
 */
async function reauthRequest(world: World): Promise<MatrixRequest> {
  if (!kakao) throw new Error("startSocialMatrixServices was not called");
  const actor = matrixActors[reauthCalls % matrixActors.length] ?? "anonymous";
  reauthCalls += 1;
  people += 1;
  const someone = { id: `${9_100_000 + people}`, nickname: `matrix${people}` };
  // A token column is refused before the call reads the provider's answer (it never reauthenticates).
  if (actor !== "anonymous" && !isTokenActor(actor)) {
    // The links.do row above linked a Kakao identity of its own to each actor: one per provider.
    const token = world.members[actor].token;
    await world.app.call("DELETE", socialPaths.links, { token, body: { provider: "kakao" } });
    const linked = await world.app.call("POST", socialPaths.links, {
      token,
      body: { provider: "kakao", res: { access_token: kakao.issueToken(someone) } },
    });
    if (linked.status !== 200) throw new Error(`links.do answered ${linked.status}`);
  }
  return {
    method: "POST",
    path: socialPaths.reauth,
    body: { provider: "kakao", res: { access_token: kakao.issueToken(someone) } },
  };
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const del = (path: string, body?: unknown): MatrixRequest => ({ method: "DELETE", path, body });

// Sign-in calls are public: each actor's call is a stranger's first Kakao sign-in (needsSignUp).
// Linking is one's own: every signed-in actor links a new Kakao identity of their own (once per
// run), and unlinking a provider one never linked is 404 for everyone.
// prettier-ignore
export const socialMatrixRows: SocialMatrixRow[] = [
  //                                                                            anon outs  read writ own  gman admn made
  { endpoint: "GET /api/oauth/social/providers.do",                    expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => get(socialPaths.providers) },
  { endpoint: "POST /api/oauth/social/start.do",                       expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => post(socialPaths.start, { provider: "kakao" }) },
  { endpoint: "POST /api/oauth/authorizebykakao.do (unknown identity)", expect: [200, 200, 200, 200, 200, 200, 200, 200], request: () => post(socialPaths.kakao, { res: { access_token: newKakaoToken() } }) },
  { endpoint: "POST /api/oauth/authorizebyoidc.do (unknown identity)", expect: [200, 200, 200, 200, 200, 200, 200, 200], request: (_s, w) => oidcSignInRequest(w) },
  { endpoint: "POST /api/oauth/signUp.do (with signUpToken)",          expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (_s, w) => post("/api/oauth/signUp.do", { ...buildSignUp(), password: "", passwordConfirm: "", signUpToken: await signUpToken(w) }) },
  { endpoint: "GET /api/oauth/social/links.do",                        expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get(socialPaths.links) },
  { endpoint: "POST /api/oauth/social/links.do",                       expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => post(socialPaths.links, { provider: "kakao", res: { access_token: newKakaoToken() } }) },
  { endpoint: "POST /api/oauth/reauth.do (own linked identity)",     expect: [401, 200, 200, 200, 200, 200, 200, 200], request: (_s, w) => reauthRequest(w) },
  { endpoint: "DELETE /api/oauth/social/links.do (never linked)",      expect: [401, 404, 404, 404, 404, 404, 404, 404], request: () => del(socialPaths.links, { provider: "naver" }) },
];
