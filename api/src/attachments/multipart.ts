import { randomBytes } from "node:crypto";

/**
 * A multipart/form-data body with one file part, built byte for byte as a browser sends it (the
 * name's UTF-8 bytes as they are), so tests can also send names no FormData would.
 */
export function multipartFile(
  content: Uint8Array | string,
  options: { name?: string; type?: string; field?: string } = {},
): { body: Buffer; contentType: string } {
  const boundary = `----enote${randomBytes(12).toString("hex")}`;
  const { name = "spectrum.bin", type = "application/octet-stream", field = "file" } = options;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head, "utf8"),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`, "utf8"),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
