/** Dark enough for white caret labels; a member keeps one colour in every book and browser. */
const palette = [
  "#1864ab",
  "#c92a2a",
  "#2b8a3e",
  "#862e9c",
  "#d9480f",
  "#0b7285",
  "#a61e4d",
  "#364fc7",
  "#5c940d",
  "#e67700",
  "#087f5b",
  "#5f3dc4",
] as const;

export function memberColor(memberIdx: number): string {
  return palette[Math.abs(Math.trunc(memberIdx)) % palette.length] ?? palette[0];
}
