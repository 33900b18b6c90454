import type { Plugin } from "vite";

import { firstTextsOf, laterTextsOf } from "../../shared/src/i18n/later.ts";

/**
 * The per-language modules of shared/src/i18n, the name each exports and what it holds: the texts
 * the sign-in page needs, or the later areas (shared/src/i18n/later.ts) loaded behind the sign-in.
 */
const languageModules = [
  { file: "/shared/src/i18n/en-US.ts", exportName: "resourcesEnUS", tree: () => firstTextsOf("en-US") },
  { file: "/shared/src/i18n/ko-KR.ts", exportName: "resourcesKoKR", tree: () => firstTextsOf("ko-KR") },
  { file: "/shared/src/i18n/later-en-US.ts", exportName: "laterEnUS", tree: () => laterTextsOf("en-US") },
  { file: "/shared/src/i18n/later-ko-KR.ts", exportName: "laterKoKR", tree: () => laterTextsOf("ko-KR") },
] as const;

/**
 * Writes each language module of the build as its evaluated translation tree. In the source both
 * modules read one catalogue whose files hold both languages side by side, so a bundle of either
 * would carry both; here each chunk holds its own language only, and the sign-in page downloads
 * the texts of the language it shows.
 */
export function translationChunks(): Plugin {
  return {
    name: "enote:translation-chunks",
    apply: "build",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0]?.split("\\").join("/") ?? "";
      const module = languageModules.find((candidate) => file.endsWith(candidate.file));
      if (!module) return null;
      return `export const ${module.exportName} = ${JSON.stringify(module.tree())};\n`;
    },
  };
}
