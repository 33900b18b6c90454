import type { CSSProperties } from "react";

/** Badges and short labels keep their full text in table cells and flex rows instead of "MANA…". */
export const noShrink: CSSProperties = { minWidth: "max-content" };

/** Column titles stay on one line; the table scrolls sideways on narrow screens instead. */
export const tableStyles = { th: { whiteSpace: "nowrap" }, td: { verticalAlign: "middle" } } as const;
