import { onDocumentStored } from "../documents";
import { enqueue, registerOutboxHandler } from "../outbox";
import { noteBookChanges } from "./versions";

const AUTHORS_JOB = "history.authors";

/**
 * A stored book text or memo whose changes came from members: who they are goes to the outbox
 * with the store, and is noted (and a version kept once due) after it, off the save lock.
 */
onDocumentStored({
  name: "history.authors",
  kinds: ["labbook", "memo"],
  async stored(tx, event) {
    if (event.changedBy.length === 0) return;
    await enqueue(tx, AUTHORS_JOB, { name: event.name, changedBy: [...event.changedBy] });
  },
});

registerOutboxHandler({
  kind: AUTHORS_JOB,
  async run(ctx, payload) {
    const { name, changedBy } = payload;
    if (typeof name !== "string" || !Array.isArray(changedBy)) throw new Error("history.authors: bad payload");
    await noteBookChanges(
      ctx,
      name,
      changedBy.filter((memberIdx): memberIdx is number => typeof memberIdx === "number"),
    );
  },
});
