/** What the api tells the embedded database process. */
export type ToEmbedded = { type: "stop" };

/** What the embedded database process tells the api. */
export type FromEmbedded = { type: "ready"; socketDir: string } | { type: "failed"; message: string };
