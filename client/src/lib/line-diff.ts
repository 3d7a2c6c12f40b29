// A line-by-line comparison of two texts (longest common subsequence), for showing what a page revision changed.

export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

// Page content is HTML that editors often write on one line; starting each block element on its own line makes
// the comparison read paragraph by paragraph instead of "the whole line changed". The white space before a block
// is left to trimEnd below: matching it here made a long run of spaces take quadratic time.
export const BLOCK_START =
  /(<(?:p|h[1-6]|ul|ol|li|div|section|article|table|thead|tbody|tr|blockquote|pre|figure|hr|img)\b)/gi;

/** Splits HTML into lines, one per block element and source line, without blank lines. */
export function htmlLines(html: string): string[] {
  return html
    .replace(BLOCK_START, "\n$1")
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
}

/** Above this many lines on both sides a full comparison would be slow; the two texts are then shown as replaced. */
const MAX_CELLS = 4_000_000;

/** The lines of `after` against `before`: kept, added and removed, in reading order (removed before added). */
export function diffLines(before: string[], after: string[]): DiffLine[] {
  // Lines equal at both ends need no table.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  const head = before.slice(0, start).map((text): DiffLine => ({ kind: "same", text }));
  const tail = before.slice(endB).map((text): DiffLine => ({ kind: "same", text }));
  const b = before.slice(start, endB);
  const a = after.slice(start, endA);
  const rows = b.length + 1;
  const cols = a.length + 1;
  if (rows * cols > MAX_CELLS) {
    return [
      ...head,
      ...b.map((text): DiffLine => ({ kind: "removed", text })),
      ...a.map((text): DiffLine => ({ kind: "added", text })),
      ...tail,
    ];
  }
  // lcs[i * cols + j]: length of the longest common subsequence of b[i..] and a[j..].
  const lcs = new Uint32Array(rows * cols);
  for (let i = b.length - 1; i >= 0; i--) {
    for (let j = a.length - 1; j >= 0; j--) {
      lcs[i * cols + j] =
        b[i] === a[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < b.length && j < a.length) {
    if (b[i] === a[j]) {
      middle.push({ kind: "same", text: b[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) {
      middle.push({ kind: "removed", text: b[i++]! });
    } else {
      middle.push({ kind: "added", text: a[j++]! });
    }
  }
  while (i < b.length) middle.push({ kind: "removed", text: b[i++]! });
  while (j < a.length) middle.push({ kind: "added", text: a[j++]! });
  return [...head, ...middle, ...tail];
}
