export { storedUpdates, appendStoredUpdates, storeDocumentState, settledStore } from "./stored";
export {
  liveDocuments,
  encodeState,
  docFromUpdates,
  currentDocument,
  bookMemoRows,
  memoElementsNow,
  frozenMemosNow,
  bookState,
  type LiveDocuments,
  type FrozenMemo,
} from "./now";
export { mentionsIn } from "./mentions";
export { onDocumentStored, publishStored, type StoreListener, type StoredEvent } from "./events";
