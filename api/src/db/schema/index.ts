export * from "./members";
export * from "./collab";
