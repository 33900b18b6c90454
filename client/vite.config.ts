import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./vite/precompress.ts";
import { excalidrawFonts } from "./vite/excalidrawFonts.ts";
import { translationChunks } from "./vite/translations.ts";

/** The api (with the collab socket) listens here in development; the build is served by it. */
const apiOrigin = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), translationChunks(), excalidrawFonts(), precompress()],
  resolve: {
    // Every import of "zod" gets it configured first (src/lib/zod.ts); the wrapper itself imports "zod/v4".
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod.ts", import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiOrigin, changeOrigin: true },
      "/collab": { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiOrigin, changeOrigin: true },
      "/collab": { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: "dist",
    // Mantine and (later) TipTap/Excalidraw make large chunks; they are split by route where it matters.
    chunkSizeWarningLimit: 2000,
  },
});
