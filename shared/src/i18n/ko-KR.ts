import { resources } from "./index";

/**
 * The ko-KR translation tree on its own module, so a client can load one language without the
 * other (the client's build writes this module as the evaluated tree: client/vite/translations.ts).
 */
export const resourcesKoKR = resources["ko-KR"];
