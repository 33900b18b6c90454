import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * Local stand-ins for Kakao's and Naver's OAuth servers, for tests: real HTTP servers on a free
 * port answering the documented paths with the documented bodies (and errors), so the api's code
 * talks to them exactly as it talks to the providers.
 */

export interface Person {
  id: string;
  email?: string;
  name?: string;
  nickname?: string;
}

interface Handler {
  (req: IncomingMessage, url: URL, form: URLSearchParams): { status: number; body?: unknown; location?: string };
}

async function serve(handler: Handler): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://local");
      const form = new URLSearchParams(req.method === "POST" ? raw : url.search);
      const answer = handler(req, url, form);
      if (answer.location) {
        res.writeHead(answer.status, { location: answer.location });
        res.end();
        return;
      }
      res.writeHead(answer.status, { "content-type": "application/json;charset=UTF-8" });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

const bearer = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
const random = () => randomBytes(16).toString("hex");

export interface LocalKakao {
  url: string;
  /** An access token Kakao issued to `appId` (ours unless said) for the person. */
  issueToken(person: Person, appId?: string): string;
  /** An authorization code for the person, as the authorize page would redirect with. */
  issueCode(person: Person, redirectUri: string): string;
  /** Who "signs in" at the authorize page (the browser is redirected straight back). */
  signsIn: Person;
  close(): Promise<void>;
}

/**
 * Kakao: /oauth/authorize and /oauth/token (kauth), /v1/user/access_token_info and /v2/user/me
 * (kapi) on one server. `restApiKey` and `appId` are the app's.
 */
export async function startLocalKakao(restApiKey: string, appId: string): Promise<LocalKakao> {
  const tokens = new Map<string, { person: Person; appId: string }>();
  const codes = new Map<string, { person: Person; redirectUri: string }>();
  const kakao: Omit<LocalKakao, "url" | "close"> = {
    issueToken(person, forApp = appId) {
      const token = random();
      tokens.set(token, { person, appId: forApp });
      return token;
    },
    issueCode(person, redirectUri) {
      const code = random();
      codes.set(code, { person, redirectUri });
      return code;
    },
    signsIn: { id: "4100000001", email: "kakao.member@lab.example", nickname: "카카오멤버" },
  };
  const { url, server } = await serve((req, path, form) => {
    if (path.pathname === "/oauth/authorize") {
      const redirectUri = path.searchParams.get("redirect_uri") ?? "";
      if (path.searchParams.get("client_id") !== restApiKey || !redirectUri)
        return { status: 400, body: { error: "KOE101" } };
      const back = new URL(redirectUri);
      back.searchParams.set("code", kakao.issueCode(kakao.signsIn, redirectUri));
      back.searchParams.set("state", path.searchParams.get("state") ?? "");
      return { status: 302, location: back.toString() };
    }
    if (path.pathname === "/oauth/token" && req.method === "POST") {
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (form.get("client_id") !== restApiKey)
        return { status: 401, body: { error: "invalid_client", error_code: "KOE101" } };
      if (!grant || grant.redirectUri !== form.get("redirect_uri")) {
        return {
          status: 400,
          body: { error: "invalid_grant", error_code: "KOE320", error_description: "authorization code not found" },
        };
      }
      return {
        status: 200,
        body: {
          access_token: kakao.issueToken(grant.person),
          token_type: "bearer",
          refresh_token: random(),
          expires_in: 21599,
        },
      };
    }
    const granted = tokens.get(bearer(req));
    if (path.pathname === "/v1/user/access_token_info" || path.pathname === "/v2/user/me") {
      if (!granted) return { status: 401, body: { msg: "this access token does not exist", code: -401 } };
      const id = Number(granted.person.id);
      if (path.pathname === "/v1/user/access_token_info") {
        return { status: 200, body: { id, expires_in: 21599, app_id: Number(granted.appId) } };
      }
      const { email, name, nickname } = granted.person;
      return {
        status: 200,
        body: {
          id,
          connected_at: new Date().toISOString(),
          properties: nickname ? { nickname } : {},
          kakao_account: {
            ...(nickname ? { profile: { nickname } } : {}),
            ...(name ? { name } : {}),
            ...(email ? { email, is_email_valid: true, is_email_verified: true } : {}),
          },
        },
      };
    }
    return { status: 404, body: { msg: "not found", code: -404 } };
  });
  return Object.assign(kakao, { url, close: () => close(server) });
}

export interface LocalNaver {
  url: string;
  /** An authorization code for the person, bound to `state` as Naver binds it. */
  issueCode(person: Person, state: string): string;
  close(): Promise<void>;
}

/** Naver: /oauth2.0/token (nid) and /v1/nid/me (openapi) on one server. */
export async function startLocalNaver(clientId: string, clientSecret: string): Promise<LocalNaver> {
  const tokens = new Map<string, Person>();
  const codes = new Map<string, { person: Person; state: string }>();
  const { url, server } = await serve((req, path, form) => {
    if (path.pathname === "/oauth2.0/token") {
      // Naver answers errors of the token endpoint with 200 and an error body.
      if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
        return { status: 200, body: { error: "invalid_client", error_description: "no valid client" } };
      }
      const code = form.get("code") ?? "";
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.state !== form.get("state")) {
        return { status: 200, body: { error: "invalid_request", error_description: "no valid data in session" } };
      }
      const token = random();
      tokens.set(token, grant.person);
      return {
        status: 200,
        body: { access_token: token, refresh_token: random(), token_type: "bearer", expires_in: "3600" },
      };
    }
    if (path.pathname === "/v1/nid/me") {
      const person = tokens.get(bearer(req));
      if (!person) return { status: 401, body: { resultcode: "024", message: "Authentication failed" } };
      return { status: 200, body: { resultcode: "00", message: "success", response: { ...person } } };
    }
    return { status: 404, body: {} };
  });
  return {
    url,
    issueCode(person, state) {
      const code = random();
      codes.set(code, { person, state });
      return code;
    },
    close: () => close(server),
  };
}
