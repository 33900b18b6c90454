import { apiErrorBody, apiPaths, tokenPair } from "@enote/shared";
import { notifications } from "@mantine/notifications";
import { useToastLayer } from "../components/dialogs/toast";
import { sessionExpiredNotice } from "../constants";
import { i18n } from "../i18n";
import { logout } from "../session/logout";
import { useSession } from "../session/store";
import { storedAccessToken, storedRefreshToken } from "../session/tokens";
import { ApiError, networkErrorCode } from "./apiError";

/**
 * The only module that calls `fetch` (eslint enforces it). Same origin, so the `locale` cookie
 * goes along and the api answers messages in the member's language.
 */

export { ApiError } from "./apiError";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON; a File or Blob is sent as it is (uploads). */
  body?: unknown;
  /** Send the access token (default). Off for sign-in and sign-up. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A 401 from these means "wrong credentials" or "refresh token dead", never "try refreshing". */
const noRefreshPaths: ReadonlySet<string> = new Set([
  apiPaths.oauth.authorize,
  apiPaths.oauth.signUp,
  apiPaths.oauth.refresh,
]);

function networkError(): ApiError {
  return new ApiError(0, networkErrorCode, i18n.t("request.networkError"));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = apiErrorBody.safeParse(await readJson(response));
  if (body.success) return new ApiError(response.status, body.data.code, body.data.message, body.data.issues);
  return new ApiError(response.status, `HTTP_${response.status}`, i18n.t("request.unexpected"));
}

/** Uploads (a File or Blob) go as the raw body, typed by the file; anything else as JSON. */
function bodyOf(options: RequestOptions): { body?: BodyInit; type?: string } {
  const { body } = options;
  if (body === undefined) return {};
  if (body instanceof Blob) return { body, type: body.type || "application/octet-stream" };
  return { body: JSON.stringify(body), type: "application/json" };
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const { body, type } = bodyOf(options);
  if (type) headers["Content-Type"] = type;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

function sessionExpired(message: string): ApiError {
  useToastLayer.setState({ wanted: true });
  notifications.show({
    id: "session-expired",
    color: "yellow",
    title: i18n.t("session.expiredTitle"),
    message,
    position: sessionExpiredNotice.position,
    autoClose: sessionExpiredNotice.autoCloseMs,
    "data-testid": "session-expired",
  });
  logout({ rememberLocation: true });
  return new ApiError(401, "SESSION_EXPIRED", message);
}

/**
 * Tells the server a sign-in ends: its refresh token (and every copy of it) stops working and
 * its open documents close. Sent on the way out; a sign-out never waits for it or fails by it.
 */
export function endSessionOnServer(refreshToken: string): void {
  void fetch(apiPaths.oauth.logout, {
    method: "POST",
    headers: { Accept: "application/json", Authorization: `Bearer ${refreshToken}` },
    credentials: "same-origin",
    // Still sent when the sign-out navigates away or closes the tab.
    keepalive: true,
  }).catch(() => undefined);
}

/** One refresh against the server. The refresh token is single-use: the server rotates it. */
async function refreshWithServer(usedToken: string | null): Promise<string> {
  // Another request (or another tab) may have refreshed since `usedToken` was sent.
  const latest = storedAccessToken();
  if (latest && latest !== usedToken) {
    useSession.getState().syncTokens();
    return latest;
  }
  const refreshToken = storedRefreshToken();
  if (!refreshToken) throw sessionExpired(i18n.t("errors.SESSION_EXPIRED"));
  let response: Response;
  try {
    response = await fetch(apiPaths.oauth.refresh, {
      method: "POST",
      headers: { Accept: "application/json", Authorization: `Bearer ${refreshToken}` },
      credentials: "same-origin",
    });
  } catch {
    throw networkError();
  }
  if (response.status === 200) {
    const json = (await readJson(response)) as { data?: unknown } | undefined;
    const pair = tokenPair.safeParse(json?.data);
    if (pair.success) {
      useSession.getState().setTokens(pair.data);
      return pair.data.accessToken;
    }
    throw sessionExpired(i18n.t("errors.SESSION_EXPIRED"));
  }
  const body = apiErrorBody.safeParse(await readJson(response));
  throw sessionExpired(body.success ? body.data.message : i18n.t("errors.SESSION_EXPIRED"));
}

/** Tabs share localStorage, so they must not refresh at the same time (a reused token revokes the sign-in). */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  // The DOM typing nests the callback's promise; at run time it is flattened.
  return locks ? locks.request("enote-token-refresh", task).then((result) => result) : task();
}

let refreshing: Promise<string> | null = null;

/** Concurrent 401s share one refresh. */
function freshAccessToken(usedToken: string | null): Promise<string> {
  if (!refreshing) {
    refreshing = acrossTabs(() => refreshWithServer(usedToken)).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** A signature's re-entered password was wrong (issue 27): the token is fine, refreshing it helps nothing. */
async function isReauthRefusal(response: Response): Promise<boolean> {
  const body = await readJson(response.clone());
  return typeof body === "object" && body !== null && (body as { code?: unknown }).code === "REAUTH_FAILED";
}

/** The response of a call, after the one refresh-and-replay; a failure is thrown as ApiError. */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  const withAuth = options.auth ?? true;
  const token = withAuth ? storedAccessToken() : null;
  let response = await send(path, options, token);
  if (
    response.status === 401 &&
    withAuth &&
    !noRefreshPaths.has(path) &&
    storedRefreshToken() &&
    !(await isReauthRefusal(response))
  ) {
    const fresh = await freshAccessToken(token);
    response = await send(path, options, fresh); // replayed once; a second 401 is final
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 403 && error.code === "PASSWORD_CHANGE_REQUIRED") {
      useSession.getState().requirePasswordChange();
    }
    throw error;
  }
  return response;
}

/**
 * A fresh access token for a caller outside `request` whose token the server refused as expired
 * (the collab socket's "unauthorized"). Shares the one refresh with concurrent 401s; a failed
 * refresh logs out, as it does for requests.
 */
export function refreshAccessToken(usedToken: string | null): Promise<string> {
  return freshAccessToken(usedToken);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await respond(path, options);
  const json = (await readJson(response)) as { data?: T } | undefined;
  return json?.data as T;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, else the fallback given. */
  fileName: string;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** A file the api sends (exports, uploaded PDFs), with the same token handling as every call. */
export async function download(path: string, fallbackName: string): Promise<Download> {
  const response = await respond(path, { method: "GET" });
  return { blob: await response.blob(), fileName: fileNameOf(response, fallbackName) };
}

/** One try of a form upload through XMLHttpRequest, the one way a browser reports upload progress. */
function sendForm(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { "Content-Type": xhr.getResponseHeader("Content-Type") ?? "" },
        }),
      );
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST of a multipart form (file uploads) reporting how much was sent, as a fraction; the same
 * token handling, one refresh-and-replay on 401 and errors as every call.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<T> {
  const token = storedAccessToken();
  let response = await sendForm(path, form, token, onProgress, signal);
  if (response.status === 401 && storedRefreshToken()) {
    response = await sendForm(path, form, await freshAccessToken(token), onProgress, signal);
  }
  if (!response.ok) throw await toApiError(response);
  const json = (await readJson(response)) as { data?: T } | undefined;
  return json?.data as T;
}

type BodyOptions = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: BodyOptions) => request<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: "DELETE", body }),
  /** POST of one file as the raw request body, with the file's own Content-Type. */
  upload: <T>(path: string, file: Blob, options?: BodyOptions) =>
    request<T>(path, { ...options, method: "POST", body: file }),
  download,
  uploadForm,
};
