// The client build's "zod" (client/vite.config.ts aliases the bare specifier here): the library,
// told not to probe for eval before any module can build a schema with it. zod tries
// `new Function("")` while building its first object schema, and our Content-Security-Policy
// (no eval) reports the refused try on every page (shared/src/zod-config.ts). Configuring it in
// main.tsx is not enough: the bundler may evaluate a chunk that builds schemas before main's body.
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
