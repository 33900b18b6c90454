import type { z } from "zod";

/** Parses input with its shared schema; a ZodError becomes a 400 in the error handler. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  return schema.parse(input);
}
