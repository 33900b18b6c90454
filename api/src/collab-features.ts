/**
 * The features that own collab documents or react to stored ones, loaded for their registrations
 * (collab/registry, documents onDocumentStored, outbox handlers). The collab service and the
 * documents module import no feature: this file, loaded by server.ts, wires them in.
 */
import "./labbook/collab";
import "./meeting/collab";
import "./live/collab";
import "./history/stored";
import "./notifications/book-mentions";
import "./structure/books";
