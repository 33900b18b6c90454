import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SignUpInput, TokenPair } from "@enote/shared";
import { readEnv } from "../env";
import { defaultRules } from "../throttle/rules";
import { openPostgres, type Database } from "../db/client";
import { createTestDatabase, dropTestDatabase } from "./databases";
import { startServer, type RunningServer, type StartOptions } from "../server";

export interface CallOptions {
  body?: unknown;
  /** Sent as is (malformed JSON, file bytes); wins over `body`. */
  rawBody?: string | Uint8Array;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

export interface TestApp {
  server: RunningServer;
  database: Database;
  url: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/** A fresh database: a copy of the run's migrated template (database-server.ts), dropped by `drop`. */
async function freshDatabase(poolMax?: number): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = await createTestDatabase("enote_test");
  const database = await openPostgres(url, poolMax);
  return { database, drop: () => dropTestDatabase(url) };
}

const liftedThrottles = Object.keys(defaultRules)
  .map((name) => `${name}=1000000/1`)
  .join(",");

/** Starts the api (and collab socket) on a free port over a fresh database. */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  options: Pick<StartOptions, "collab" | "log"> & {
    /** The database pool's size (one: every statement of the app, and a test's own, on one session). */
    poolMax?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "enote-test-"));
  const env = readEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    ENOTE_DATA_DIR: dataDir,
    ENOTE_JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    ENOTE_SERVICES: "api,collab",
    LOG_LEVEL: "silent",
    // A test file signs many members up from this one address and imports and exports often:
    // the throttles are lifted, except in the tests of throttles, which set their own.
    ENOTE_THROTTLE: liftedThrottles,
    ...envOverrides,
  });
  const { database, drop } = await freshDatabase(options.poolMax);
  const server = await startServer({ env, database, collab: options.collab, log: options.log });
  const call = async <T>(method: string, urlPath: string, options: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Uint8Array | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(server.url + urlPath, { method, headers, body });
    const text = await response.text();
    // File answers (exports, PDFs, images) are not JSON: their body is the text as sent.
    const isJson = (response.headers.get("content-type") ?? "").includes("json");
    return { status: response.status, body: (text ? (isJson ? JSON.parse(text) : text) : undefined) as T };
  };
  return {
    server,
    database,
    url: server.url,
    call,
    async close() {
      await server.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Every test member's password (buildSignUp), re-entered to sign at END and COMPLETE. */
export const testPassword = "benchTop2024";

/** A valid sign-up body with a unique id, email and phone; override what a test is about. */
export function buildSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`.slice(-8).padStart(8, "0");
  return {
    memberId: `chem${n}`,
    password: testPassword,
    passwordConfirm: testPassword,
    email: `chem${n}@lab.example`,
    firstName: "Marie",
    lastName: "Curie",
    initial: "MCU",
    phone: `010-${n.slice(0, 4)}-${n.slice(4, 8)}`,
    agreeTerms: true,
    agreePrivacy: true,
    ...overrides,
  } as SignUpInput;
}

export interface SignedUp {
  input: SignUpInput;
  tokens: TokenPair;
}

export async function signUpMember(app: TestApp, overrides: Partial<SignUpInput> = {}): Promise<SignedUp> {
  const input = buildSignUp(overrides);
  const result = await app.call<{ data: TokenPair }>("POST", "/api/oauth/signUp.do", { body: input });
  if (result.status !== 200) throw new Error(`sign-up failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { input, tokens: result.body.data };
}
