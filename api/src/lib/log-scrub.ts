/**
 * What a log line may not hold, wherever it sits: passwords and their hashes, tokens, e-mail
 * addresses and phone numbers. Keys that name a secret lose their value; text loses what looks
 * like one (a database error quotes the row it refused, a failed query its parameters).
 */
const secretKey = /pass(word)?|hash|token|secret|authorization|cookie|email|phone|signupcode/i;

const secretText: [RegExp, string][] = [
  // A failed query's parameters, as drizzle appends them to its message.
  [/\nparams: [\s\S]*/g, "\nparams: [redacted]"],
  // PostgreSQL's detail of a refused row: Key (email)=(someone@lab.example) already exists.
  [/=\([^)]*\)/g, "=([redacted])"],
  [/\$argon2(id|i|d)\$[^\s"',]+/g, "[hash]"],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, "[token]"],
  [/[^\s@"'(<>,;:]+@[^\s@"'()<>,;:]+\.[A-Za-z]{2,}/g, "[email]"],
  [/\b01[016789]-?\d{3,4}-?\d{4}\b/g, "[phone]"],
];

export function scrubText(text: string): string {
  return secretText.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A copy of a log object with secrets removed; depth-limited, cycles cut. */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 8 || seen.has(value)) return "[…]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  // Bytes (a document update, a file) say nothing a reader of the log needs.
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A failed query's parameters are the row's values: never kept.
    if (secretKey.test(key) || key === "params" || key === "parameters") out[key] = "[redacted]";
    else out[key] = scrub(item, depth + 1, seen);
  }
  return out;
}
