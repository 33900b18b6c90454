import type { resources } from "@enote/shared";

// Typed keys: `t("no.such.key")` fails the typecheck.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: (typeof resources)["en-US"] };
  }
}
