import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./redis-server";

/** A person of the test directory: an inetOrgPerson under ou=people. */
export interface DirectoryEntry {
  uid: string;
  password: string;
  cn: string;
  givenName: string;
  sn: string;
  mail: string;
}

export interface TestDirectory {
  /** `ldap://127.0.0.1:port`, for ENOTE_LDAP_URL. */
  url: string;
  searchBase: string;
  /** The service account E-Note searches as. */
  bindDn: string;
  bindPassword: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const suffix = "dc=uni,dc=example";
const serviceDn = `cn=enote,ou=services,${suffix}`;
const servicePassword = "service-secret-7";

/** One LDIF line: values that are not plain ASCII go base64-encoded (`attr:: …`), as LDIF requires. */
function line(attribute: string, value: string): string {
  return /^[\x20-\x7e]*$/.test(value) && !/^[ :<]/.test(value)
    ? `${attribute}: ${value}`
    : `${attribute}:: ${Buffer.from(value, "utf8").toString("base64")}`;
}

function ldif(people: DirectoryEntry[]): string {
  const entries = [
    [`dn: ${suffix}`, "objectClass: dcObject", "objectClass: organization", "dc: uni", "o: Test University"],
    [`dn: ou=people,${suffix}`, "objectClass: organizationalUnit", "ou: people"],
    [`dn: ou=services,${suffix}`, "objectClass: organizationalUnit", "ou: services"],
    [`dn: ${serviceDn}`, "objectClass: person", "cn: enote", "sn: service", `userPassword: ${servicePassword}`],
    ...people.map((person) => [
      `dn: uid=${person.uid},ou=people,${suffix}`,
      "objectClass: inetOrgPerson",
      `uid: ${person.uid}`,
      line("cn", person.cn),
      line("givenName", person.givenName),
      line("sn", person.sn),
      `mail: ${person.mail}`,
      line("userPassword", person.password),
    ]),
  ];
  return entries.map((entry) => entry.join("\n")).join("\n\n") + "\n";
}

function slapdConf(dir: string): string {
  return [
    "include /etc/ldap/schema/core.schema",
    "include /etc/ldap/schema/cosine.schema",
    "include /etc/ldap/schema/inetorgperson.schema",
    `pidfile ${dir}/slapd.pid`,
    `argsfile ${dir}/slapd.args`,
    "modulepath /usr/lib/ldap",
    "moduleload back_mdb",
    "database mdb",
    `suffix "${suffix}"`,
    `directory ${dir}/data`,
    "maxsize 10485760",
    // Passwords are for binding only; everything else is readable, as an anonymous search needs.
    "access to attrs=userPassword by anonymous auth by * none",
    "access to * by * read",
  ].join("\n");
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${errors}`))));
  });
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Debian's real OpenLDAP server (slapd, which .ci/run installs) on a free port, with a config and
 * an mdb database of its own in a temporary folder, loaded offline with slapadd: the service
 * account and `people`. A test can stop it and start it again on the same port.
 */
export async function startTestDirectory(people: DirectoryEntry[]): Promise<TestDirectory> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "enote-slapd-"));
  await mkdir(path.join(dir, "data"));
  const conf = path.join(dir, "slapd.conf");
  await writeFile(conf, slapdConf(dir));
  await writeFile(path.join(dir, "people.ldif"), ldif(people));
  await run("/usr/sbin/slapadd", ["-q", "-f", conf, "-l", path.join(dir, "people.ldif")]);
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    // -d 0: stay in the foreground (no fork), so the test owns the process.
    const started = spawn("/usr/sbin/slapd", ["-f", conf, "-h", url, "-d", "0"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    child = started;
    let errors = "";
    started.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (started.exitCode !== null) throw new Error(`slapd exited ${started.exitCode}: ${errors}`);
      if (Date.now() > deadline) throw new Error(`slapd did not listen on ${port}: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    url,
    searchBase: `ou=people,${suffix}`,
    bindDn: serviceDn,
    bindPassword: servicePassword,
    stop,
    start,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
