/** What an empty comment list says, by what the comments are on (never "this lab book" on a notice). */
export const emptyCommentsDescription = {
  notice: "comments.emptyDescriptionNotice",
  board: "comments.emptyDescriptionBoard",
} as const satisfies Record<"notice" | "board", string>;
