/** The spec's palette; components read these through the CSS variables of `themeCssVariables`. */
export const COLORS = {
  primary: '#719C95',
  body: '#F8FDFE',
  warning: '#FFB111',
  error: '#F02E00',
  text: '#002D25',
} as const;

/**
 * Darker shades of the palette for text and for backgrounds under white text: the brand's primary
 * is about 3:1 against white and its error red 4.1:1, below the 4.5:1 that text needs (WCAG AA).
 * Decoration (borders, tints, focus rings) keeps the spec's colours.
 */
export const TEXT_SHADES = {
  'primary-strong': '#3F6B64',
  'error-strong': '#C42600',
} as const;

/** Minimum widths in CSS pixels. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Below `lg` the shop shows its phone layout (bottom navigation and one column). */
export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.lg;
}

/** The theme as a `:root` rule, inlined into each page's HTML so colours apply before any script runs. */
export function themeCssVariables(): string {
  const colors = Object.entries({ ...COLORS, ...TEXT_SHADES }).map(
    ([name, value]) => `--color-${name}:${value}`,
  );
  const widths = Object.entries(BREAKPOINTS).map(([name, px]) => `--breakpoint-${name}:${px}px`);
  return `:root{${[...colors, ...widths].join(';')}}`;
}
