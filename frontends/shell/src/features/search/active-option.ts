/**
 * Which suggestion is highlighted after an arrow key: down from the text field enters the list
 * at the top, up from it at the bottom, and both wrap around. -1 means the text field itself.
 */
export function moveActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
