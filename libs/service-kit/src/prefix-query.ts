/**
 * Folded text as a PostgreSQL `simple` tsquery: `پارچه مخم` → `پارچه & مخم:*`. Every word must
 * match, the last one as a prefix (people are still typing); characters that would break a
 * tsquery are dropped, so what people type is always taken as words.
 */
export function toPrefixQuery(folded: string): string {
  const words = folded
    .split(' ')
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (!words.length) return '';
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
