export { enqueue, type EnqueueOptions, type OutboxPayload } from "./enqueue";
export { registerOutboxHandler, type OutboxHandler } from "./handlers";
export { startOutboxWorker, idleOutbox, type OutboxWorker, type OutboxTiming } from "./worker";
