import { moveActive } from './active-option';

describe('moveActive', () => {
  it('enters the list from the text field at either end and wraps around', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(1, 'ArrowDown', 3)).toBe(2);
  });

  it('stays in the text field when there is nothing to move to', () => {
    expect(moveActive(-1, 'ArrowDown', 0)).toBe(-1);
  });
});
