import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { X509Certificate } from "node:crypto";
import type { AppContext } from "../context";
import { signingKeys } from "../db/schema";
import { loadTrustedRoots } from "./tsa";

/** The installation's Ed25519 key: signs every signature's statement (issue 27). */
export interface SigningKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
  /** SHA-256 (hex) of the DER SubjectPublicKeyInfo. */
  keyId: string;
}

export const signingKeyFileName = "signing-key.pem";

/** The key pair of a private key in PEM; `source` names where it was read, for the error an operator sees. */
function pairOf(privatePem: string, source: string): SigningKeyPair {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(privatePem);
  } catch (error) {
    throw new Error(`The signing key in ${source} is not a PEM private key`, { cause: error });
  }
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error(`The signing key in ${source} is not an Ed25519 key`);
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: "spki", format: "der" });
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    keyId: createHash("sha256").update(der).digest("hex"),
  };
}

function newPrivatePem(): string {
  return generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

/** A file key: read, or (first start) created readable by the owner only; a racing process's file wins. */
async function fileKey(file: string, create: boolean): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (!create || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, newPrivatePem(), { mode: 0o600, flag: "wx" }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  });
  return readFile(file, "utf8");
}

/** The data dir's key file, if the installation made one (it ran on its embedded database). */
async function dataDirKey(ctx: AppContext): Promise<SigningKeyPair | null> {
  const file = path.join(ctx.env.ENOTE_DATA_DIR, signingKeyFileName);
  const pem = await readFile(file, "utf8").catch(() => null);
  return pem === null ? null : pairOf(pem, file);
}

/**
 * With an external database several api hosts sign with one key but may not share a data dir:
 * the first to need it inserts a key, every host then reads the oldest row. An installation
 * moved from its embedded database to DATABASE_URL brings its data dir: its key goes on (the
 * first row), so the signatures it made before the move still verify.
 */
async function databaseKey(ctx: AppContext): Promise<string> {
  const candidate = (await dataDirKey(ctx)) ?? pairOf(newPrivatePem(), "a new key");
  await ctx.db
    .insert(signingKeys)
    .values({
      keyId: candidate.keyId,
      privateKey: candidate.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    })
    .onConflictDoNothing()
    .catch(() => undefined);
  const key = await oldestDatabaseKey(ctx);
  if (!key) throw new Error("No signing key in the database");
  return key;
}

/** Hosts that raced to insert a first key all take the same one: the oldest row (then the lowest id). */
async function oldestDatabaseKey(ctx: AppContext): Promise<string | null> {
  const [row] = await ctx.db
    .select({ privateKey: signingKeys.privateKey })
    .from(signingKeys)
    .orderBy(signingKeys.createdAt, signingKeys.keyId)
    .limit(1);
  return row?.privateKey ?? null;
}

async function loadKey(ctx: AppContext): Promise<SigningKeyPair> {
  const { env } = ctx;
  if (env.ENOTE_SIGNING_KEY_FILE) {
    return pairOf(await fileKey(env.ENOTE_SIGNING_KEY_FILE, false), env.ENOTE_SIGNING_KEY_FILE);
  }
  if (env.DATABASE_URL) {
    return pairOf((await oldestDatabaseKey(ctx)) ?? (await databaseKey(ctx)), "the database's signing_keys table");
  }
  const file = path.join(env.ENOTE_DATA_DIR, signingKeyFileName);
  return pairOf(await fileKey(file, true), file);
}

const keys = new WeakMap<AppContext, Promise<SigningKeyPair>>();
const roots = new WeakMap<AppContext, Promise<X509Certificate[]>>();

/** The installation's key, loaded (or made) once per process. */
export function signingKeyOf(ctx: AppContext): Promise<SigningKeyPair> {
  let key = keys.get(ctx);
  if (!key) {
    key = loadKey(ctx);
    key.catch(() => keys.delete(ctx));
    keys.set(ctx, key);
  }
  return key;
}

/** The TSA roots of ENOTE_TSA_CA_FILE, read once per process. */
export function tsaRootsOf(ctx: AppContext): Promise<X509Certificate[]> {
  let loaded = roots.get(ctx);
  if (!loaded) {
    loaded = loadTrustedRoots(ctx.env.ENOTE_TSA_CA_FILE);
    loaded.catch(() => roots.delete(ctx));
    roots.set(ctx, loaded);
  }
  return loaded;
}
