export * from "./errors";
export * from "./i18n";
export * from "./roles";
export * from "./format";
export * from "./validation/rules";
export * from "./accounts/schema";
export * from "./api-contract";
export * from "./document-model";
