export * from "./members";
export * from "./collab";
export * from "./groups";
export * from "./inventory";
export * from "./material";
export * from "./labbooks";
export * from "./memos";
