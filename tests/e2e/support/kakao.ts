import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A Kakao account as the local provider reports it. */
export interface KakaoAccount {
  id: number;
  email: string;
  nickname: string;
}

export interface LocalKakao {
  url: string;
  restApiKey: string;
  appId: string;
  /** The account that "logs in" at the authorize page, which redirects straight back. */
  account: KakaoAccount;
  close(): Promise<void>;
}

/**
 * A local Kakao (kauth + kapi on one port) for the browser tests: the authorize page redirects
 * back with a code, as Kakao does after the person agrees; the token endpoint exchanges it; the
 * token-info and user endpoints answer for the token. The shapes are Kakao's documented ones.
 */
export async function startLocalKakao(): Promise<LocalKakao> {
  const restApiKey = "e2e-kakao-rest-key";
  const appId = "777001";
  const codes = new Map<string, { account: KakaoAccount; redirectUri: string }>();
  const tokens = new Map<string, KakaoAccount>();
  const random = () => randomBytes(16).toString("hex");
  const kakao = {
    account: { id: 4_200_000_001, email: "kakao.chemist@lab.example", nickname: "카카오화학자" },
  } as LocalKakao;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json;charset=UTF-8" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://local");
      if (url.pathname === "/oauth/authorize") {
        const redirectUri = url.searchParams.get("redirect_uri") ?? "";
        if (url.searchParams.get("client_id") !== restApiKey) return json(res, 400, { error: "KOE101" });
        const code = random();
        codes.set(code, { account: kakao.account, redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === "/oauth/token" && req.method === "POST") {
        const form = new URLSearchParams(raw);
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        if (!grant || form.get("client_id") !== restApiKey || grant.redirectUri !== form.get("redirect_uri")) {
          return json(res, 400, { error: "invalid_grant", error_code: "KOE320" });
        }
        const token = random();
        tokens.set(token, grant.account);
        return json(res, 200, {
          access_token: token,
          token_type: "bearer",
          refresh_token: random(),
          expires_in: 21599,
        });
      }
      const account = tokens.get(/^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
      if (!account) return json(res, 401, { msg: "this access token does not exist", code: -401 });
      if (url.pathname === "/v1/user/access_token_info") {
        return json(res, 200, { id: account.id, expires_in: 21599, app_id: Number(appId) });
      }
      if (url.pathname === "/v2/user/me") {
        return json(res, 200, {
          id: account.id,
          properties: { nickname: account.nickname },
          kakao_account: {
            profile: { nickname: account.nickname },
            email: account.email,
            is_email_valid: true,
            is_email_verified: true,
          },
        });
      }
      return json(res, 404, { msg: "not found", code: -404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(kakao, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    restApiKey,
    appId,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
