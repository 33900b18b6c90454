export { createCollabServer } from "./server";
export type {
  CollabActor,
  CollabCapabilities,
  CollabLog,
  CollabOptions,
  CollabServer,
  DocumentAccess,
  LogLevel,
} from "./types";
