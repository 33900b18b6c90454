/** A positive whole number from the query string (`?groupIdx=3`), or null. */
export function idxParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const idx = Number(value);
  return idx > 0 ? idx : null;
}
