import type { RouteDef } from '@ela/contracts';

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A readable index of the API, self-contained so it works without outside hosts. */
export function docsPage(routes: readonly RouteDef[]): string {
  const rows = routes
    .map(
      (r) =>
        `<tr><td><code>${r.method}</code></td><td><code>${escape(r.path)}</code></td><td>${r.access}</td><td>${r.service}</td><td>${escape(r.summary)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ela shop API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style>
</head><body><h1>Ela shop API</h1><p>Machine-readable description: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Who may call</th><th>Service</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
