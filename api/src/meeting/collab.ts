import { parseDocumentName } from "@enote/shared";
import { registerDocumentFeature } from "../collab/registry";
import { roomAccess } from "./access";
import { roomJoined, roomLeft } from "./service";

/** A meeting room: its members while it runs, read-only once ended; never share viewers. Attendance. */
registerDocumentFeature({
  name: "meeting",
  async access(db, actor, name) {
    const parsed = parseDocumentName(name);
    if (parsed?.kind !== "meeting") return null;
    return actor.memberIdx === null ? "none" : roomAccess(db, actor.memberIdx, parsed.id);
  },
  async joined(ctx, actor, name) {
    const parsed = parseDocumentName(name);
    if (parsed?.kind === "meeting" && actor.memberIdx !== null) await roomJoined(ctx, parsed.id, actor.memberIdx);
  },
  async left(ctx, actor, name) {
    const parsed = parseDocumentName(name);
    if (parsed?.kind === "meeting" && actor.memberIdx !== null) await roomLeft(ctx, parsed.id, actor.memberIdx);
  },
});
