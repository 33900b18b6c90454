export { createCollabServer } from "./server";
export { encodeServerMessage, parseServerMessage } from "./messages";
export type {
  AccessMessage,
  CollabAccessLevel,
  CollabErrorCode,
  CollabRefusalReason,
  CollabServerMessage,
  ErrorMessage,
  SavedMessage,
} from "./messages";
export type {
  CollabActor,
  CollabCapabilities,
  CollabLog,
  CollabOptions,
  CollabServer,
  DocumentAccess,
  LogLevel,
} from "./types";
