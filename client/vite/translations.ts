import type { Plugin } from "vite";

import { resources } from "../../shared/src/i18n/index.ts";

/** The per-language modules of shared/src/i18n and the name each exports. */
const languageModules = [
  { file: "/shared/src/i18n/en-US.ts", exportName: "resourcesEnUS", locale: "en-US" },
  { file: "/shared/src/i18n/ko-KR.ts", exportName: "resourcesKoKR", locale: "ko-KR" },
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
      return `export const ${module.exportName} = ${JSON.stringify(resources[module.locale])};\n`;
    },
  };
}
