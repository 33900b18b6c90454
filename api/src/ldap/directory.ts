import { Client, InvalidCredentialsError, ResultCodeError, SizeLimitExceededError, type Entry } from "ldapts";
import type { Logger } from "../lib/logger";
import { AppError } from "../lib/errors";
import type { LdapConfig } from "./config";
import { escapeFilterValue, searchFilterFor } from "./filter";

/** A directory entry whose password was just confirmed, as a new member is made from it. */
export interface DirectoryPerson {
  /** The entry's stable id: its entryUUID when the directory has one, else its DN. */
  subject: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

const connectTimeoutMs = 5_000;
const operationTimeoutMs = 8_000;

/** The first value of an attribute, whatever case the directory spells its name in. */
function firstValue(entry: Entry, attribute: string): string | null {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return null;
  const text = (typeof first === "string" ? first : first.toString("utf8")).trim();
  return text || null;
}

function toPerson(config: LdapConfig, entry: Entry): DirectoryPerson {
  const { attributes } = config;
  return {
    subject: firstValue(entry, "entryUUID") ?? entry.dn,
    name: firstValue(entry, attributes.name),
    firstName: firstValue(entry, attributes.firstName),
    lastName: firstValue(entry, attributes.lastName),
    email: firstValue(entry, attributes.email),
  };
}

/** The one entry the filter finds, or null for none or several (an ambiguous id signs nobody in). */
async function findEntry(client: Client, config: LdapConfig, filter: string): Promise<Entry | null> {
  try {
    const { searchEntries } = await client.search(config.searchBase, {
      scope: "sub",
      filter,
      attributes: ["entryUUID", ...Object.values(config.attributes)],
      sizeLimit: 2,
    });
    return searchEntries.length === 1 ? (searchEntries[0] ?? null) : null;
  } catch (error) {
    if (error instanceof SizeLimitExceededError) return null;
    throw error;
  }
}

/** Binds as the entry: true when the directory accepts the password. */
async function passwordHolds(client: Client, dn: string, password: string): Promise<boolean> {
  try {
    await client.bind(dn, password);
    return true;
  } catch (error) {
    // Refused credentials, a locked or expired entry: a failed sign-in, not an outage.
    if (error instanceof ResultCodeError) return false;
    throw error;
  }
}

/** The host of an ldap:// address, without an IPv6 address's brackets. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * Runs `work` on a connection to the directory, upgraded with StartTLS when asked and bound as the
 * service account when there is one. A directory that cannot be reached or refuses the service
 * account is DIRECTORY_UNAVAILABLE (logged with the cause); the connection is always closed.
 */
async function withDirectory<T>(config: LdapConfig, log: Logger, work: (client: Client) => Promise<T>): Promise<T> {
  const ca = config.ca === undefined ? {} : { ca: [config.ca] };
  // ldapts speaks TLS from the first byte whenever it is given TLS options: only for ldaps://.
  const secure = /^ldaps:/i.test(config.url);
  const client = new Client({
    url: config.url,
    connectTimeout: connectTimeoutMs,
    timeout: operationTimeoutMs,
    ...(secure ? { tlsOptions: ca } : {}),
  });
  try {
    // The certificate is checked against the URL's host (Node would check "localhost" otherwise).
    if (config.startTls) await client.startTLS({ ...ca, host: hostOf(config.url) });
    if (config.bind) await client.bind(config.bind.dn, config.bind.password);
    return await work(client);
  } catch (error) {
    const reason = error instanceof InvalidCredentialsError ? "the service account was refused" : "no answer";
    log.warn({ err: error instanceof Error ? error.message : String(error), url: config.url }, `LDAP: ${reason}`);
    throw new AppError("DIRECTORY_UNAVAILABLE");
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/**
 * Checks an id and password with the directory: the entry is searched (as the service account, or
 * anonymously), then bound as with the password. Null for an unknown id or a wrong password.
 */
export async function authenticateWithDirectory(
  config: LdapConfig,
  log: Logger,
  id: string,
  password: string,
): Promise<DirectoryPerson | null> {
  // An empty password is an "unauthenticated bind" that many directories accept: never a sign-in.
  if (!id || !password) return null;
  return withDirectory(config, log, async (client) => {
    const entry = await findEntry(client, config, searchFilterFor(config.searchFilter, id));
    if (!entry) return null;
    return (await passwordHolds(client, entry.dn, password)) ? toPerson(config, entry) : null;
  });
}

/**
 * Whether the directory accepts `password` for the entry a member is linked to (its entryUUID, or
 * its DN): a directory member's proof for a signature, who has no E-Note password.
 */
export async function confirmEntryPassword(
  config: LdapConfig,
  log: Logger,
  subject: string,
  password: string,
): Promise<boolean> {
  if (!password) return false;
  return withDirectory(config, log, async (client) => {
    // A DN has "=" in it; an entryUUID never does.
    const dn = subject.includes("=")
      ? subject
      : (await findEntry(client, config, `(entryUUID=${escapeFilterValue(subject)})`))?.dn;
    return dn !== undefined && (await passwordHolds(client, dn, password));
  });
}
