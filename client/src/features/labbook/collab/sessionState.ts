import type { LabBookDetail } from "@enote/shared";

type Access = LabBookDetail["access"];

export type Refusal = "denied" | "tooManyViewers";

export interface SessionState {
  connection: "connecting" | "connected" | "disconnected";
  /** The current connection finished its first sync. */
  synced: boolean;
  /** Some connection of this page synced (a later drop is "offline", not "connecting"). */
  everSynced: boolean;
  /** There is content to show: the server's, or what this browser kept. */
  loaded: boolean;
  /**
   * The server refused or closed the document: "denied" (no access, any more; a wrong or revoked
   * share key) shows as not found; "tooManyViewers" asks to come back later.
   */
  refusal: Refusal | null;
  /** What the server lets this connection do; null until it said. */
  access: Access | null;
  /** Changes made here that the server has not yet confirmed as stored in the database. */
  pending: boolean;
  /** The server confirmed that everything this page sent is stored. */
  saved: boolean;
  /** A stable error code the server reported (e.g. DOCUMENT_TOO_LARGE). */
  errorCode: string | null;
}

export const initialSessionState: SessionState = {
  connection: "connecting",
  synced: false,
  everSynced: false,
  loaded: false,
  refusal: null,
  access: null,
  pending: false,
  saved: false,
  errorCode: null,
};
