import { pino, stdSerializers, type Logger } from "pino";
import { scrub } from "./log-scrub";

export type { Logger };

/**
 * The process's logger. Nothing it writes holds a secret (./log-scrub.ts): every object logged,
 * errors included (whose messages quote failed queries), is scrubbed on the way out. Request
 * bodies are never logged by anyone; an unhandled error is logged with its error id instead.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: {
      err: (error: Error) =>
        scrub(stdSerializers.errWithCause(error)) as ReturnType<typeof stdSerializers.errWithCause>,
    },
    formatters: {
      log: (object) => {
        const { err, ...rest } = object;
        // `err` is scrubbed by its serializer, after this runs.
        return err === undefined ? (scrub(rest) as Record<string, unknown>) : { ...(scrub(rest) as object), err };
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
