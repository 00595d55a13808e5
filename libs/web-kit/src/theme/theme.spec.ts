import { BREAKPOINTS, COLORS, TEXT_SHADES, isMobileWidth, themeCssVariables } from './theme';

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
    expect(css).toContain('--color-primary-strong:#3F6B64');
  });

  it('has text shades that read at 4.5:1 on white and on the body colour, where the brand shades do not', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high + 0.05) / (low + 0.05);
    };
    expect(contrast(COLORS.primary, '#FFFFFF')).toBeLessThan(4.5);
    for (const shade of Object.values(TEXT_SHADES)) {
      expect(contrast(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shade, COLORS.body)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
