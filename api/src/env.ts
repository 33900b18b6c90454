import { z } from "zod";
import { defaultTimeZone, isTimeZone } from "@enote/shared";
import { accessSync, constants, statSync } from "node:fs";
import { parseRules } from "./throttle/rules";

const services = ["web", "api", "collab"] as const;
export type Service = (typeof services)[number];

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

/** An optional setting: unset, empty or blank is "not set". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

function isReadableFile(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

interface LdapSettings {
  ENOTE_LDAP_URL?: string | undefined;
  ENOTE_LDAP_BIND_DN?: string | undefined;
  ENOTE_LDAP_BIND_PASSWORD?: string | undefined;
  ENOTE_LDAP_SEARCH_BASE?: string | undefined;
  ENOTE_LDAP_STARTTLS: boolean;
  ENOTE_LDAP_CA_FILE?: string | undefined;
}

/** The LDAP settings that only make sense together. */
function checkLdap(env: LdapSettings, context: z.RefinementCtx): void {
  const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (!env.ENOTE_LDAP_URL) {
    if (env.ENOTE_LDAP_SEARCH_BASE || env.ENOTE_LDAP_BIND_DN)
      problem("ENOTE_LDAP_URL", "required by the other ENOTE_LDAP_* settings");
    return;
  }
  if (!env.ENOTE_LDAP_SEARCH_BASE) problem("ENOTE_LDAP_SEARCH_BASE", "required with ENOTE_LDAP_URL");
  if (Boolean(env.ENOTE_LDAP_BIND_DN) !== Boolean(env.ENOTE_LDAP_BIND_PASSWORD)) {
    problem("ENOTE_LDAP_BIND_DN", "set with ENOTE_LDAP_BIND_PASSWORD, or neither (anonymous search)");
  }
  if (env.ENOTE_LDAP_STARTTLS && /^ldaps:/i.test(env.ENOTE_LDAP_URL)) {
    problem("ENOTE_LDAP_STARTTLS", "only with ldap:// (ldaps:// is TLS from the start)");
  }
  if (env.ENOTE_LDAP_CA_FILE && !env.ENOTE_LDAP_STARTTLS && !/^ldaps:/i.test(env.ENOTE_LDAP_URL)) {
    problem("ENOTE_LDAP_CA_FILE", "only with ldaps:// or ENOTE_LDAP_STARTTLS=1 (plain ldap:// uses no certificate)");
  }
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting of the process, read once from the environment and validated here. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  ENOTE_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  ENOTE_SERVICES: z
    .string()
    .default("web,api,collab")
    .transform((value) =>
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(services)).min(1)),
  /** Secret for signing access tokens; generated into the data dir on first start when unset. */
  ENOTE_JWT_SECRET: z.string().min(32).optional(),
  ENOTE_ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  ENOTE_REFRESH_TOKEN_TTL_SECONDS: positiveInt(14 * 24 * 60 * 60),
  /** Password an administrator reset sets; unset → a random one is returned to the administrator once. */
  ENOTE_DEFAULT_PASSWORD: z.string().min(8).optional(),
  /**
   * Sign-in throttling (api/src/throttle/sign-in.ts), per window: failures of one id from one
   * address before a wait (doubling from a second) and before a lock; of one id from anywhere,
   * high enough that strangers cannot lock a member out; and of one address with any ids.
   */
  ENOTE_LOGIN_FREE_FAILURES: positiveInt(3),
  ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS: positiveInt(10),
  ENOTE_LOGIN_MAX_FAILURES_PER_ID: positiveInt(100),
  ENOTE_LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  ENOTE_LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
  /** Changes to the other throttles' limits: `signUp=3/60,export=20/60` (api/src/throttle/rules.ts). */
  ENOTE_THROTTLE: z
    .string()
    .optional()
    .transform((text, context) => {
      try {
        return parseRules(text);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  /** Where the built client lives (client/dist by default). */
  ENOTE_CLIENT_DIST: z.string().optional(),
  /** Trust X-Forwarded-For from a reverse proxy (Express "trust proxy"). */
  ENOTE_TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /**
   * The argon2 cost of new password hashes (api/src/auth/passwords.ts). Only the test suites set
   * `test` (the least cost argon2 accepts); unset is production's cost.
   */
  ENOTE_ARGON2_COST: z.enum(["production", "test"]).default("production"),
  /** Prometheus metrics at `/metrics` on the main port (off unless "1"); see ENOTE_METRICS_PORT. */
  ENOTE_METRICS: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  /** Serves `/metrics` on this port of HOST instead (alone; the main port then has none). */
  ENOTE_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Where the inventory looks compounds up (PubChem PUG REST); tests point it at a local server.
   * "off": this server looks nothing up (a lab without internet access); lookups answer
   * FUNCTION_UNAVAILABLE.
   */
  ENOTE_PUBCHEM_URL: z.union([z.literal("off"), z.url()]).default("https://pubchem.ncbi.nlm.nih.gov"),
  /** Longest a PubChem request may take before the lookup answers LOOKUP_UNAVAILABLE. */
  ENOTE_PUBCHEM_TIMEOUT_MS: positiveInt(8_000),
  /** The address members open E-Note at (QR codes on labels); unset → taken from each request. */
  ENOTE_PUBLIC_URL: optionalUrl,
  /** Largest lab book attachment accepted, in MB (1 MB = 1,000,000 bytes, as every size is shown); larger ones answer 413. */
  ENOTE_MAX_UPLOAD_MB: positiveInt(50),
  /**
   * S3-compatible object storage for uploaded files (api/src/files), shared by every api host; unset
   * bucket → a folder in the data dir. No endpoint → AWS S3; no keys → the SDK's own credential chain.
   */
  ENOTE_S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  ENOTE_S3_ENDPOINT: optionalUrl,
  ENOTE_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  ENOTE_S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  ENOTE_S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  ENOTE_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /**
   * The SMTP server mail goes through (quotation requests to suppliers), with its credentials:
   * `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://user:password@host:465`.
   * Unset → no mail is sent; the requester is shown each supplier's reply link to send by hand.
   */
  ENOTE_SMTP_URL: optionalUrl.refine(
    (value) => value === undefined || /^smtps?:\/\//i.test(value),
    "an smtp:// or smtps:// address",
  ),
  /** The sender of every mail: `E-Note <enote@lab.example>`. */
  ENOTE_MAIL_FROM: z.string().trim().min(3).default("E-Note <enote@localhost>"),
  /**
   * Social sign-in (api/src/oauth): each provider is on only when its ids are set. The base URLs
   * default to the providers' own hosts; tests and air-gapped installs point them elsewhere
   * (plain http:// is accepted). Kakao: the app's REST API key and its numeric app id.
   */
  ENOTE_KAKAO_CLIENT_ID: optionalText,
  ENOTE_KAKAO_APP_ID: optionalText,
  ENOTE_KAKAO_API_URL: z.url().default("https://kapi.kakao.com"),
  ENOTE_KAKAO_AUTH_URL: z.url().default("https://kauth.kakao.com"),
  /** Google: the OAuth client id (the ID tokens' audience) and the OpenID issuer whose keys sign them. */
  ENOTE_GOOGLE_CLIENT_ID: optionalText,
  ENOTE_GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  /** Naver: the application's client id and secret (the secret never leaves the server). */
  ENOTE_NAVER_CLIENT_ID: optionalText,
  ENOTE_NAVER_CLIENT_SECRET: optionalText,
  ENOTE_NAVER_AUTH_URL: z.url().default("https://nid.naver.com"),
  ENOTE_NAVER_API_URL: z.url().default("https://openapi.naver.com"),
  /**
   * Any OpenID Connect provider (issue 38): on only when the issuer and client id are set. The
   * issuer's discovery document and keys are fetched from it; ENOTE_OIDC_NAME labels the button.
   */
  ENOTE_OIDC_ISSUER: optionalUrl,
  ENOTE_OIDC_CLIENT_ID: optionalText,
  ENOTE_OIDC_CLIENT_SECRET: optionalText,
  ENOTE_OIDC_NAME: z.string().trim().min(1).max(60).default("OpenID Connect"),
  /** The scopes asked for, space-separated; must include "openid". */
  ENOTE_OIDC_SCOPES: z
    .string()
    .trim()
    .default("openid profile email")
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .refine((scopes) => scopes.includes("openid"), "must include openid"),
  /** An ID-token claim naming the member's organisation (optional). */
  ENOTE_OIDC_ORG_CLAIM: optionalText,
  /** "1": password sign-up and sign-in are off for everyone but the administrator. */
  ENOTE_OIDC_ONLY: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  /**
   * Sign-in against an LDAP directory (issue 38, api/src/ldap): on when ENOTE_LDAP_URL is set. The
   * id/password form then also signs in directory members; local password accounts still sign in.
   */
  ENOTE_LDAP_URL: optionalText.refine(
    (value) => value === undefined || /^ldaps?:\/\/[^/\s]+\/?$/i.test(value),
    "an ldap:// or ldaps:// address (host and port only), e.g. ldaps://ldap.example.ac.kr:636",
  ),
  /** The service account the entry is searched with; both unset → an anonymous search. */
  ENOTE_LDAP_BIND_DN: optionalText,
  ENOTE_LDAP_BIND_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** Where the members' entries are searched (the whole subtree), e.g. ou=people,dc=example,dc=ac,dc=kr. */
  ENOTE_LDAP_SEARCH_BASE: optionalText,
  /** The filter an entry is found by; `{id}` is replaced by the id typed, escaped (RFC 4515). */
  ENOTE_LDAP_SEARCH_FILTER: z
    .string()
    .trim()
    .default("(uid={id})")
    .refine((value) => /^\(.*\)$/.test(value) && value.includes("{id}"), "a filter in parentheses containing {id}"),
  /** The entry's attributes a new member's name and e-mail are taken from. */
  ENOTE_LDAP_ATTR_NAME: z.string().trim().min(1).default("cn"),
  ENOTE_LDAP_ATTR_FIRST_NAME: z.string().trim().min(1).default("givenName"),
  ENOTE_LDAP_ATTR_LAST_NAME: z.string().trim().min(1).default("sn"),
  ENOTE_LDAP_ATTR_EMAIL: z.string().trim().min(1).default("mail"),
  /** "1": upgrade an ldap:// connection with StartTLS before anything is sent. */
  ENOTE_LDAP_STARTTLS: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  /** The private CA (PEM) the directory's certificate chains to; unset → the system's roots. */
  ENOTE_LDAP_CA_FILE: optionalText.refine(
    (value) => value === undefined || isReadableFile(value),
    "a readable PEM file of the directory's CA",
  ),
  /** The lab's time zone (IANA name): exports write dates (YYYY-MM-DD) as they fall there. */
  ENOTE_TIME_ZONE: z
    .string()
    .default(defaultTimeZone)
    .refine(isTimeZone, "an IANA time zone such as Asia/Seoul or UTC"),
  /** A folder for the daily backup (api/src/backup): unset, E-Note takes none itself. */
  ENOTE_BACKUP_DIR: optionalText,
  /** How many daily backups ENOTE_BACKUP_DIR keeps (the oldest beyond them are removed). */
  ENOTE_BACKUP_KEEP: positiveInt(7),
  /** The hour (0–23, in ENOTE_TIME_ZONE) the daily backup is taken. */
  ENOTE_BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /**
   * The hour (0–23, in ENOTE_TIME_ZONE) of the inventory's daily check (issue 40): bottles that
   * expired, expire within 30 days or are below their level are told to the group's managers and
   * the members who used them, once per change. Before the 08:00 mail digest by default.
   */
  ENOTE_INVENTORY_CHECK_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /**
   * An RFC 3161 time-stamping authority (issue 27): every signature and the daily anchor of the
   * books' hash chains get a token from it. Unset → signatures say "not timestamped".
   */
  ENOTE_TSA_URL: optionalUrl,
  /** The TSA's root certificate(s), PEM: tokens are verified to chain to them. Unset → not chain-checked. */
  ENOTE_TSA_CA_FILE: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /**
   * The installation's Ed25519 signing key (PKCS#8 PEM file). Unset → generated on first start into
   * the data dir (embedded database) or into the database (DATABASE_URL, shared by every api host).
   */
  ENOTE_SIGNING_KEY_FILE: z
    .string()
    .optional()
    .transform((value) => value || undefined),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.superRefine(checkLdap).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
