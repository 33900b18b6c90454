/** Hints under the input, so the inputs of one form row line up whatever their hints. */
export const hintBelow: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];
