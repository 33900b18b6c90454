import { z } from "zod";

// zod tries `new Function("")` once, while building the first object schema, to see whether it
// may compile faster parsers. In the browser our Content-Security-Policy allows no eval
// (script-src 'self'), so the try is refused and reported as a policy violation on every page.
// Told up front, zod parses the same way without trying; the api's bodies are small enough not to
// miss the compiled parsers. It must run before any schema is built: shared/src/index.ts imports
// it first.
z.config({ jitless: true });
