import { createHash, randomBytes, X509Certificate } from "node:crypto";
import { readFile } from "node:fs/promises";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

/** RFC 3161 time stamps (issue 27): requested from ENOTE_TSA_URL, verified with pkijs. */

const SHA256 = "2.16.840.1.101.3.4.2.1";
const TIME_STAMPING = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
/** How long a TSA may take before the request counts as an outage (the time stamp is then pending). */
const TSA_TIMEOUT_MS = 15_000;

/**
 * The TSA answered, but not with a token we can keep: a refusal, an unreadable reply, another
 * request's nonce, a token that does not verify. Not an outage: asking again would not help, so
 * the signature records it as a failed time stamp. Any other error of requestTimestamp (no
 * connection, a timeout, an HTTP error status) is an outage, retried later.
 */
export class TsaAnswerError extends Error {
  override readonly name = "TsaAnswerError";
}

export interface TimestampFacts {
  /** genTime. */
  time: Date;
  /** The TSA certificate's subject, as OpenSSL prints it. */
  tsa: string;
  /** The token's serial number, hex. */
  serial: string;
}

export type TimestampCheck =
  ({ ok: true; chainChecked: boolean } & TimestampFacts) | { ok: false; reason: TimestampFailure };

/** Why a token did not verify: an i18n key under signing.timestamp.failures. */
export type TimestampFailure =
  "unreadable" | "imprint" | "signature" | "certificate" | "notTimeStamping" | "untrusted" | "expired";

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * A fresh nonce for a time-stamp request: 8 random bytes read as a positive INTEGER in its
 * shortest (DER) form, so a first byte of 0x40–0x7f. A first byte of 0 before one under 0x80 is
 * padding DER forbids, and OpenSSL's TSA rejects such a request as "bad request format" (about one
 * request in 256 when the nonce is merely positive).
 */
export function requestNonce(): Buffer {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0]! & 0x3f) | 0x40;
  return nonce;
}

/**
 * Asks the TSA at `url` for a token over SHA-256(`data`) and checks it before keeping it: the
 * imprint, the nonce, the TSA's signature and certificate. Throws when it cannot get a valid one.
 */
export async function requestTimestamp(
  url: string,
  data: Uint8Array,
  trusted: X509Certificate[],
  timeoutMs = TSA_TIMEOUT_MS,
): Promise<Uint8Array> {
  const nonce = requestNonce();
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256, algorithmParams: new asn1js.Null() }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(createHash("sha256").update(data).digest()) }),
    }),
    nonce: new asn1js.Integer({ valueHex: toArrayBuffer(nonce) }),
    certReq: true,
  });
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/timestamp-query", accept: "application/timestamp-reply" },
    body: new Uint8Array(request.toSchema().toBER()),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`TSA answered HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  let answer: pkijs.TimeStampResp;
  let token: Uint8Array;
  try {
    answer = pkijs.TimeStampResp.fromBER(body);
  } catch {
    throw new TsaAnswerError("TSA answer is not a time-stamp response");
  }
  const status = answer.status.status;
  // 0 granted, 1 granted with modifications; 3 "waiting" asks us to come back (an outage).
  if ((status !== 0 && status !== 1) || !answer.timeStampToken) {
    const message = `TSA refused: status ${status} ${(answer.status.statusStrings ?? []).map((s) => s.valueBlock.value).join("; ")}`;
    throw status === 3 ? new Error(message) : new TsaAnswerError(message);
  }
  let tstNonce: asn1js.Integer | undefined;
  try {
    token = new Uint8Array(answer.timeStampToken.toSchema().toBER());
    tstNonce = tstInfoOf(token).nonce;
  } catch {
    throw new TsaAnswerError("TSA token is unreadable");
  }
  if (!tstNonce || Buffer.compare(Buffer.from(tstNonce.valueBlock.valueHexView), nonce) !== 0) {
    throw new TsaAnswerError("TSA answered another request (nonce differs)");
  }
  const check = await verifyTimestamp(token, data, trusted);
  if (!check.ok) throw new TsaAnswerError(`TSA token does not verify: ${check.reason}`);
  return token;
}

function signedDataOf(token: Uint8Array): pkijs.SignedData {
  const info = pkijs.ContentInfo.fromBER(toArrayBuffer(token));
  if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error("not SignedData");
  return new pkijs.SignedData({ schema: info.content });
}

function tstInfoOf(token: Uint8Array): pkijs.TSTInfo {
  const content = signedDataOf(token).encapContentInfo.eContent;
  if (!content) throw new Error("no TSTInfo");
  return pkijs.TSTInfo.fromBER(content.getValue());
}

/** The certificate the token names as its signer, as node:crypto reads it. */
function signerCertificate(signed: pkijs.SignedData): pkijs.Certificate | null {
  const sid = signed.signerInfos[0]?.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return null;
  for (const cert of signed.certificates ?? []) {
    if (
      cert instanceof pkijs.Certificate &&
      cert.issuer.isEqual(sid.issuer) &&
      cert.serialNumber.isEqual(sid.serialNumber)
    )
      return cert;
  }
  return null;
}

/** RFC 3161 §2.3: the TSA's certificate has one extended key usage, timeStamping, marked critical. */
function isTimeStampingCertificate(cert: pkijs.Certificate): boolean {
  const extension = cert.extensions?.find((e) => e.extnID === EXTENDED_KEY_USAGE);
  if (!extension?.critical) return false;
  const usages = extension.parsedValue as pkijs.ExtKeyUsage | undefined;
  return usages?.keyPurposes.length === 1 && usages.keyPurposes[0] === TIME_STAMPING;
}

/**
 * Verifies a stored token over `data`: the imprint is SHA-256(data), the TSA's signature holds, its
 * certificate is for time stamping and valid at the token's time, and — when trusted roots are
 * given (ENOTE_TSA_CA_FILE) — it chains to one of them.
 */
export async function verifyTimestamp(
  token: Uint8Array,
  data: Uint8Array,
  trusted: X509Certificate[],
): Promise<TimestampCheck> {
  let signed: pkijs.SignedData;
  let info: pkijs.TSTInfo;
  try {
    signed = signedDataOf(token);
    info = tstInfoOf(token);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (!(await info.verify({ data: toArrayBuffer(data) }).catch(() => false))) return { ok: false, reason: "imprint" };
  const cert = signerCertificate(signed);
  if (!cert) return { ok: false, reason: "certificate" };
  if (!isTimeStampingCertificate(cert)) return { ok: false, reason: "notTimeStamping" };
  if (info.genTime < cert.notBefore.value || info.genTime > cert.notAfter.value)
    return { ok: false, reason: "expired" };
  const trustedCerts = trusted.map((root) => pkijs.Certificate.fromBER(toArrayBuffer(root.raw)));
  try {
    const verified = await signed.verify({
      signer: 0,
      data: toArrayBuffer(data),
      checkChain: trustedCerts.length > 0,
      trustedCerts,
    });
    if (!verified) return { ok: false, reason: "signature" };
  } catch (error) {
    const code = (error as { code?: number }).code;
    return { ok: false, reason: code === 5 ? "untrusted" : "signature" };
  }
  const node = new X509Certificate(Buffer.from(cert.toSchema().toBER()));
  return {
    ok: true,
    chainChecked: trustedCerts.length > 0,
    time: info.genTime,
    tsa: node.subject.replace(/\n/g, ", "),
    serial: Buffer.from(info.serialNumber.valueBlock.valueHexView).toString("hex"),
  };
}

/** The trusted roots of ENOTE_TSA_CA_FILE (PEM, one or more certificates); none when unset. */
export async function loadTrustedRoots(file: string | undefined): Promise<X509Certificate[]> {
  if (!file) return [];
  const pem = await readFile(file, "utf8");
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => new X509Certificate(block));
}

/** What a stored token says (time, TSA, serial), read without verifying it; null when unreadable. */
export function timestampFactsOf(token: Uint8Array): TimestampFacts | null {
  try {
    const signed = signedDataOf(token);
    const info = tstInfoOf(token);
    const cert = signerCertificate(signed);
    const tsa = cert ? new X509Certificate(Buffer.from(cert.toSchema().toBER())).subject.replace(/\n/g, ", ") : "";
    return { time: info.genTime, tsa, serial: Buffer.from(info.serialNumber.valueBlock.valueHexView).toString("hex") };
  } catch {
    return null;
  }
}
