import { registerDocumentFeature } from "../collab/registry";
import { groupFeedAccess } from "./access";

/** A group's change feed: read-only for those who may read the group's inventory. */
registerDocumentFeature({ name: "live", access: groupFeedAccess });
