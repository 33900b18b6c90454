/**
 * What the hostile-input walk (../hostile-input.test.ts) sends: valid samples made from a route's
 * JSON Schema, so that one hostile value at a time reaches as deep as it can, and the hostile
 * values themselves.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/** Strings that satisfy the patterns our schemas use (ids, phones, codes, CAS, dates, passwords). */
const patternCandidates = [
  "Walker0001",
  "benchTop2024",
  "walker@lab.example",
  "010-1234-5678",
  "WLK",
  "A1B2C3D4E5",
  "7732-18-5",
  "2026-01-01",
  "H225",
  "P000001",
  "1",
  "g",
];

let unique = 0;

/** A valid-looking value of a schema; `known` supplies real ids by field name. */
export function sampleOf(schema: JsonSchema, name: string, known: Record<string, number | string> = {}): unknown {
  if (name in known) return known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const first = choice.find((option) => option.type !== "null") ?? choice[0];
    return first ? sampleOf(first, name, known) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string": {
      if (schema.format === "email") return `walker${++unique}@lab.example`;
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return patternCandidates.find((candidate) => pattern.test(candidate)) ?? "1";
      }
      const text = "Walked text";
      return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, "x");
    }
    case "integer":
    case "number":
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return schema.items && (schema.minItems ?? 0) > 0 ? [sampleOf(schema.items, name, known)] : [];
    case "object":
    default: {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(property, key, known);
      return out;
    }
  }
}

const nested = (depth: number): unknown => JSON.parse("[".repeat(depth) + "]".repeat(depth));

/** Values put, one at a time, into a JSON body's fields. */
export const hostileFieldValues: [string, unknown][] = [
  ["NUL", "bad\u0000name"],
  ["escape sequence", "\u001b[2J\u0007"],
  ["C1 control", "\u0085\u009b"],
  ["lone surrogate", "\ud800"],
  ["bidi override and zero width", "\u202e\u200b\ufeffabc"],
  ["emoji and combining marks", "🧪e\u0301\u0301\u0301"],
  ["90 KB string", "x".repeat(90_000)],
  ["line breaks", "a\nb\r\nc"],
  ["empty string", ""],
  ["huge id", 2 ** 31],
  ["huger id", 2 ** 53 + 2],
  ["negative", -1],
  ["zero", 0],
  ["fraction", 1.5],
  ["1e300", 1e300],
  ["digit string", "99999999999999999999"],
  ["null", null],
  ["boolean", true],
  ["array", ["x", 1]],
  ["object", { a: { b: "c" } }],
  ["deep nesting", nested(1_000)],
];

/** Values of a path parameter, as they appear in the URL (some are malformed escapes). */
export const hostileParamValues: [string, string][] = [
  ["zero", "0"],
  ["negative", "-1"],
  ["past int4", "2147483648"],
  ["20 digits", "99999999999999999999"],
  ["400 digits", "9".repeat(400)],
  ["fraction", "1.5"],
  ["exponent", "1e3"],
  ["hex", "0x10"],
  ["letters", "abc"],
  ["NUL", "%00"],
  ["malformed escape", "%ZZ"],
  ["cut escape", "%E0%A4%A"],
  ["emoji", "%F0%9F%A7%AA"],
  ["space and quote", "%20'%22"],
];

/** Values of a query parameter (URL-encoded by the walk); "repeated" sends the name twice. */
export const hostileQueryValues: [string, string][] = [
  ["NUL", "a\u0000b"],
  ["lone surrogate", "\ud800"],
  ["escape", "\u001b"],
  ["past int4", "2147483648"],
  ["20 digits", "99999999999999999999"],
  ["negative", "-1"],
  ["fraction", "1.5"],
  ["letters", "abc"],
  ["8 KB string", "x".repeat(8_000)],
  ["like wildcards", "%_\\"],
  ["sql", "' OR 1=1 --"],
  ["empty", ""],
  ["repeated", "1"],
];

/** Whole request bodies sent as they are, with `content-type: application/json`. */
export const hostileBodies: [string, string][] = [
  ["array", "[]"],
  ["null", "null"],
  ["string", '"text"'],
  ["number", "12"],
  ["truncated", '{"a":'],
  ["NUL key", '{"\\u0000":1}'],
  ["prototype keys", '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ["deep nesting", "[".repeat(40_000) + "]".repeat(40_000)],
];
