// Before any module that builds a schema. The one module of this package that acts on import,
// and so the one package.json's "sideEffects" lists: for every other, the client's bundler keeps
// only the schemas and texts a page uses, and the sign-in page does not carry the inventory's.
import "./zod-config";

export * from "./errors";
export * from "./i18n";
export * from "./roles";
export * from "./format";
export * from "./validation/rules";
export * from "./validation/text";
export * from "./accounts/schema";
export * from "./api-contract";
export * from "./document-model";
export * from "./permissions";
export * from "./groups/schema";
export * from "./projects/schema";
export * from "./members/schema";
export * from "./dashboard/schema";
export * from "./labbook/document";
export * from "./labbook/schema";
export * from "./labbook/import";
export * from "./bookfeed/schema";
export * from "./labbook/share";
export * from "./labbook/messages";
export * from "./labbook/presence";
export * from "./labbook/reaction-amount";
export * from "./labbook/reaction-row";
export * from "./attachments/schema";
export * from "./comments/schema";
export * from "./comments/permissions";
export * from "./memos/document";
export * from "./memos/schema";
export * from "./chem/cas";
export * from "./chem/ghs";
export * from "./chem/formula";
export * from "./chem/weights";
export * from "./chem/units";
export * from "./chem/stoichiometry";
export * from "./inventory/schema";
export * from "./inventory/number";
export * from "./inventory/use";
export * from "./material/schema";
export * from "./terms/schema";
export * from "./settings/schema";
export * from "./purchasing/business-number";
export * from "./purchasing/suppliers";
export * from "./purchasing/quotations";
export * from "./purchasing/orders";
