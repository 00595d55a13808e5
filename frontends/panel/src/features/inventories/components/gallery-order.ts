/**
 * The gallery's keys with one image moved `step` places (−1 earlier, +1 later); the same list when
 * the move would leave the ends. The first image is the one the shop shows on cards.
 */
export function moveImage(keys: readonly string[], key: string, step: -1 | 1): string[] {
  const from = keys.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= keys.length) return [...keys];
  const next = [...keys];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
