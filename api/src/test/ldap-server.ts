import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { Attribute, Change, Client } from "ldapts";
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
  /** With `tls`: `ldaps://127.0.0.1:port` (the same directory), and the PEM file of the CA that signed its certificate. */
  ldapsUrl: string | null;
  caFile: string | null;
  searchBase: string;
  /** The service account E-Note searches as. */
  bindDn: string;
  bindPassword: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Replaces attributes of a person's entry, online (its entryUUID stays). */
  modify(uid: string, attributes: Partial<Pick<DirectoryEntry, "cn" | "givenName" | "sn" | "mail">>): Promise<void>;
  close(): Promise<void>;
}

const suffix = "dc=uni,dc=example";
const serviceDn = `cn=enote,ou=services,${suffix}`;
const servicePassword = "service-secret-7";
const managerDn = `cn=manager,${suffix}`;
const managerPassword = "manager-secret-3";

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

function slapdConf(dir: string, tls: boolean): string {
  // With TLS the directory refuses simple binds on a connection TLS does not protect.
  const certificates = tls
    ? [
        `TLSCACertificateFile ${dir}/ca.pem`,
        `TLSCertificateFile ${dir}/server.pem`,
        `TLSCertificateKeyFile ${dir}/server.key`,
        "security simple_bind=64",
      ]
    : [];
  return [
    "include /etc/ldap/schema/core.schema",
    "include /etc/ldap/schema/cosine.schema",
    "include /etc/ldap/schema/inetorgperson.schema",
    `pidfile ${dir}/slapd.pid`,
    `argsfile ${dir}/slapd.args`,
    ...certificates,
    "modulepath /usr/lib/ldap",
    "moduleload back_mdb",
    "database mdb",
    `suffix "${suffix}"`,
    `directory ${dir}/data`,
    `rootdn "${managerDn}"`,
    `rootpw ${managerPassword}`,
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

/** A private CA and a certificate it signed for 127.0.0.1, made with openssl in `dir`. */
async function makeCertificates(dir: string): Promise<void> {
  const file = (name: string) => path.join(dir, name);
  const key = (name: string) =>
    run("openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", file(name)]);
  await key("ca.key");
  await key("server.key");
  await run("openssl", [
    "req",
    "-x509",
    "-new",
    "-key",
    file("ca.key"),
    "-subj",
    "/CN=Test University CA",
    "-days",
    "2",
    "-out",
    file("ca.pem"),
  ]);
  await run("openssl", [
    "req",
    "-new",
    "-key",
    file("server.key"),
    "-subj",
    "/CN=127.0.0.1",
    "-out",
    file("server.csr"),
  ]);
  await writeFile(file("server.ext"), "subjectAltName=IP:127.0.0.1\n");
  await run("openssl", [
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("server.ext"),
    "-out",
    file("server.pem"),
  ]);
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
 * account and `people`. With `tls`, it also answers ldaps:// and StartTLS with a certificate of a
 * CA made for the test, and takes passwords only over TLS. A test can stop it and start it again on the same ports.
 */
export async function startTestDirectory(
  people: DirectoryEntry[],
  options: { tls?: boolean } = {},
): Promise<TestDirectory> {
  const tls = options.tls === true;
  const dir = await mkdtemp(path.join(os.tmpdir(), "enote-slapd-"));
  await mkdir(path.join(dir, "data"));
  if (tls) await makeCertificates(dir);
  const conf = path.join(dir, "slapd.conf");
  await writeFile(conf, slapdConf(dir, tls));
  await writeFile(path.join(dir, "people.ldif"), ldif(people));
  await run("/usr/sbin/slapadd", ["-q", "-f", conf, "-l", path.join(dir, "people.ldif")]);
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const tlsPort = tls ? await freePort() : null;
  const ldapsUrl = tlsPort === null ? null : `ldaps://127.0.0.1:${tlsPort}`;
  const listen = ldapsUrl === null ? url : `${url} ${ldapsUrl}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    // -d 0: stay in the foreground (no fork), so the test owns the process.
    const started = spawn("/usr/sbin/slapd", ["-f", conf, "-h", listen, "-d", "0"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    child = started;
    let errors = "";
    started.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port)) || (tlsPort !== null && !(await accepts(tlsPort)))) {
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
    ldapsUrl,
    caFile: tls ? path.join(dir, "ca.pem") : null,
    searchBase: `ou=people,${suffix}`,
    bindDn: serviceDn,
    bindPassword: servicePassword,
    stop,
    start,
    modify: async (uid, attributes) => {
      // As the directory's manager, as an institution's identity management would.
      const client = new Client({ url });
      try {
        await client.bind(managerDn, managerPassword);
        const changes = Object.entries(attributes).map(
          ([type, value]) =>
            new Change({ operation: "replace", modification: new Attribute({ type, values: [value] }) }),
        );
        await client.modify(`uid=${uid},ou=people,${suffix}`, changes);
      } finally {
        await client.unbind();
      }
    },
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
