import type { DiffPiece } from "./schema";

/** Edit script of two token lists: "=" kept, "-" only in the first, "+" only in the second. */
type Op = "=" | "-" | "+";

/** Beyond this many edits the middle of a diff is shown as one deletion and one insertion. */
const maxEdits = 2_000;

/** Words, runs of spaces and line breaks, each its own token, so a diff never splits a word. */
export function diffTokens(text: string): string[] {
  return text.match(/\n|[^\S\n]+|[^\s]+/g) ?? [];
}

/**
 * The shortest edit script from `a` to `b` (Myers' O(ND) algorithm), common ends trimmed first.
 * Each step's furthest-reaching points are kept for the walk back, D² numbers for D edits.
 */
export function editScript(a: readonly string[], b: readonly string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
    tail += 1;
  }
  const x0 = a.slice(head, a.length - tail);
  const y0 = b.slice(head, b.length - tail);
  const middle = middleScript(x0, y0);
  return [...Array<Op>(head).fill("="), ...middle, ...Array<Op>(tail).fill("=")];
}

function middleScript(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return [...Array<Op>(n).fill("-"), ...Array<Op>(m).fill("+")];
  const limit = Math.min(n + m, maxEdits);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  /** trace[d][k + d]: the furthest x on diagonal k after d edits. */
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[k - 1 + offset] ?? 0) < (v[k + 1 + offset] ?? 0));
      let x = down ? (v[k + 1 + offset] ?? 0) : (v[k - 1 + offset] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[k + offset] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        return walkBack(trace, n, m);
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  return [...Array<Op>(n).fill("-"), ...Array<Op>(m).fill("+")];
}

function walkBack(trace: Int32Array[], n: number, m: number): Op[] {
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d -= 1) {
    const previous = trace[d - 1];
    if (!previous) break;
    const at = (k: number) => previous[k + d - 1] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push("=");
      x -= 1;
      y -= 1;
    }
    ops.push(down ? "+" : "-");
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    ops.push("=");
    x -= 1;
    y -= 1;
  }
  return ops.reverse();
}

/** One state of a text on the way from a version to now, with the members whose changes made it. */
export interface TextStep {
  text: string;
  authors: readonly number[];
}

interface Token {
  text: string;
  kind: DiffPiece["kind"];
  authors: readonly number[];
}

/**
 * The diff from the first step's text to the last one's, each insertion and deletion credited to
 * the members of the step that made it. Text added in one step and removed in a later one never
 * shows; text of the first step removed later shows as deleted by the step that removed it.
 */
export function attributedDiff(steps: readonly TextStep[]): DiffPiece[] {
  const [first, ...later] = steps;
  if (!first) return [];
  let tokens: Token[] = diffTokens(first.text).map((text) => ({ text, kind: "same", authors: [] }));
  for (const step of later) {
    const next = diffTokens(step.text);
    const live = tokens.filter((token) => token.kind !== "delete");
    const ops = editScript(
      live.map((token) => token.text),
      next,
    );
    const merged: Token[] = [];
    let ni = 0;
    let ti = 0;
    /** Copies the deleted tokens that stand before the next live one. */
    const flushDeleted = () => {
      while (ti < tokens.length && tokens[ti]?.kind === "delete") merged.push(tokens[ti++] as Token);
    };
    for (const op of ops) {
      if (op === "+") {
        merged.push({ text: next[ni++] ?? "", kind: "insert", authors: step.authors });
        continue;
      }
      flushDeleted();
      const token = tokens[ti++] as Token;
      if (op === "=") {
        merged.push(token);
        ni += 1;
      } else if (token.kind === "same") {
        merged.push({ ...token, kind: "delete", authors: step.authors });
      }
    }
    flushDeleted();
    tokens = merged;
  }
  return joinPieces(tokens);
}

/** Neighbouring tokens of one kind and the same members become one piece. */
function joinPieces(tokens: readonly Token[]): DiffPiece[] {
  const pieces: DiffPiece[] = [];
  for (const token of tokens) {
    const last = pieces[pieces.length - 1];
    if (last && last.kind === token.kind && sameMembers(last.authors, token.authors)) {
      last.text += token.text;
    } else {
      pieces.push({ kind: token.kind, text: token.text, authors: [...token.authors] });
    }
  }
  return pieces;
}

function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((member, i) => member === b[i]);
}
