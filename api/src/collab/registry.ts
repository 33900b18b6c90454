import type { CollabActor, DocumentAccess } from "@enote/collab-server";
import type { AppContext } from "../context";
import type { Db } from "../db/client";

/**
 * What features tell the collab service, so it imports none of them: each feature registers the
 * documents it owns when its module loads (see api/src/collab-features.ts).
 */
export interface DocumentFeature {
  /** Names the feature in errors. */
  name: string;
  /**
   * The actor's access to `documentName`, or null when the document is not this feature's (the
   * next feature is asked; a document no feature claims is "none").
   */
  access(db: Db, actor: CollabActor, documentName: string): Promise<DocumentAccess | null>;
  /** An anonymous viewer presenting a share key for `documentName`, or null when it opens nothing. */
  shareViewer?(db: Db, key: string, documentName: string): Promise<CollabActor | null>;
  /** A connection of this actor to one of the feature's documents opened (attendance). */
  joined?(ctx: AppContext, actor: CollabActor, documentName: string): Promise<void>;
  /** That connection closed. */
  left?(ctx: AppContext, actor: CollabActor, documentName: string): Promise<void>;
}

const features: DocumentFeature[] = [];

/** Registers a feature's documents with the collab service (once per feature; again is a no-op). */
export function registerDocumentFeature(feature: DocumentFeature): void {
  if (features.some((known) => known.name === feature.name)) return;
  features.push(feature);
}

export function documentFeatures(): readonly DocumentFeature[] {
  return features;
}
