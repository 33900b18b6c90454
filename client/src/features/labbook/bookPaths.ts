import type { BookKind } from "@enote/shared";
import { paths } from "../../paths";

/** Where a book opens: MoA books under /moaBook, the others under /labBook. */
export function bookPath(kind: BookKind, lbIdx: number): string {
  return kind === "MOA" ? paths.moaExperiment(lbIdx) : paths.labBookExperiment(lbIdx);
}

/** The list a book belongs to (the experiment page's back link). */
export function bookListPath(kind: BookKind): string {
  if (kind === "MOA") return paths.moaBook();
  return kind === "EDU" ? `${paths.labBook()}?kind=EDU` : paths.labBook();
}
