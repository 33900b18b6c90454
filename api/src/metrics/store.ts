import { parseDocumentName } from "@enote/shared";
import type { CollabCapabilities } from "@enote/collab-server";
import type { Metrics } from "./registry";

/** The capabilities with their document stores timed and their failures counted. */
export function timedStores(capabilities: CollabCapabilities, metrics: Metrics | null): CollabCapabilities {
  if (!metrics) return capabilities;
  const storeState: CollabCapabilities["storeState"] = async (...args) => {
    const kind = parseDocumentName(args[0])?.kind ?? "other";
    const stop = metrics.storeSeconds.startTimer({ kind });
    try {
      await capabilities.storeState(...args);
      stop();
    } catch (error) {
      metrics.storeFailures.inc({ kind });
      throw error;
    }
  };
  return { ...capabilities, storeState };
}
