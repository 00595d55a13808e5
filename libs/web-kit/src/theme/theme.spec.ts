import { BREAKPOINTS, isMobileWidth, themeCssVariables } from './theme';

describe('theme', () => {
  it('counts widths below lg as mobile', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(BREAKPOINTS.lg - 1)).toBe(true);
    expect(isMobileWidth(BREAKPOINTS.lg)).toBe(false);
  });

  it('exposes colours and breakpoints as CSS variables', () => {
    const css = themeCssVariables();
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain('--color-primary:#719C95');
    expect(css).toContain('--color-body:#F8FDFE');
    expect(css).toContain('--color-warning:#FFB111');
    expect(css).toContain('--color-error:#F02E00');
    expect(css).toContain('--color-text:#002D25');
    expect(css).toContain('--breakpoint-lg:1280px');
  });
});
