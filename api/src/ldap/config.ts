import { readFileSync } from "node:fs";
import type { Env } from "../env";

/** How E-Note finds and checks a member in the institution's directory (ENOTE_LDAP_*). */
export interface LdapConfig {
  url: string;
  /** The service account the search binds as; null → an anonymous search. */
  bind: { dn: string; password: string } | null;
  searchBase: string;
  /** With `{id}` where the escaped id goes. */
  searchFilter: string;
  attributes: { name: string; firstName: string; lastName: string; email: string };
  startTls: boolean;
  /** The private CA's certificates (PEM), or undefined for the system's roots. */
  ca: string | undefined;
}

const read = new WeakMap<Env, LdapConfig | null>();

/**
 * The directory's settings, or null when ENOTE_LDAP_URL is unset (env.ts checked them together);
 * read once per process's settings, the CA file with them (the routes ask at start).
 */
export function ldapConfig(env: Env): LdapConfig | null {
  if (!read.has(env)) read.set(env, readLdapConfig(env));
  return read.get(env) ?? null;
}

function readLdapConfig(env: Env): LdapConfig | null {
  if (!env.ENOTE_LDAP_URL || !env.ENOTE_LDAP_SEARCH_BASE) return null;
  return {
    url: env.ENOTE_LDAP_URL,
    bind:
      env.ENOTE_LDAP_BIND_DN && env.ENOTE_LDAP_BIND_PASSWORD
        ? { dn: env.ENOTE_LDAP_BIND_DN, password: env.ENOTE_LDAP_BIND_PASSWORD }
        : null,
    searchBase: env.ENOTE_LDAP_SEARCH_BASE,
    searchFilter: env.ENOTE_LDAP_SEARCH_FILTER,
    attributes: {
      name: env.ENOTE_LDAP_ATTR_NAME,
      firstName: env.ENOTE_LDAP_ATTR_FIRST_NAME,
      lastName: env.ENOTE_LDAP_ATTR_LAST_NAME,
      email: env.ENOTE_LDAP_ATTR_EMAIL,
    },
    startTls: env.ENOTE_LDAP_STARTTLS,
    ca: env.ENOTE_LDAP_CA_FILE ? readFileSync(env.ENOTE_LDAP_CA_FILE, "utf8") : undefined,
  };
}
