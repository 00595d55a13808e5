import { COLORS, themeCssVariables } from '../src/theme/theme';

/** The HTML page of an app: RTL Persian, the theme inlined, one root element for React. */
export function htmlPage(title: string, scriptsBefore: string[] = []): string {
  const scripts = scriptsBefore.map((src) => `<script defer src="${src}"></script>`).join('');
  return `<!doctype html>
<html dir="rtl" lang="fa">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${COLORS.primary}" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
    <style>${themeCssVariables()}</style>
    ${scripts}
  </head>
  <body>
    <div id="root"></div>
    <noscript>برای استفاده از فروشگاه، جاوااسکریپت مرورگر را روشن کنید.</noscript>
  </body>
</html>
`;
}
