/** Everything a page's `<head>` says about it to browsers, crawlers and link previews. */
export interface PageHead {
  /** The full document title. */
  title: string;
  description: string;
  /** Absolute URL of the page's one true address. */
  canonical?: string;
  /** False for pages that should stay out of search results (accounts, forms, the panel). */
  indexable: boolean;
  openGraph?: Record<string, string>;
  /** Structured data (schema.org), one script each. */
  jsonLd?: object[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** JSON inside a script element: `<` escaped, so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** A script element's nonce attribute (the page's Content-Security-Policy names it), or nothing. */
export const nonceAttribute = (nonce?: string) => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

/** The head elements of a page, as HTML; its scripts carry the response's nonce. */
export function renderHead(head: PageHead, nonce?: string): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (!head.indexable) lines.push('<meta name="robots" content="noindex" />');
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    const attribute = property.startsWith('twitter:') ? 'name' : 'property';
    lines.push(`<meta ${attribute}="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  for (const data of head.jsonLd ?? [])
    lines.push(`<script type="application/ld+json"${nonceAttribute(nonce)}>${scriptJson(data)}</script>`);
  return lines.join('\n    ');
}

/**
 * The built index.html with its title replaced by a page's head, and `tail` at the end of the head:
 * after the app's own script and stylesheet, which the browser should ask for first.
 */
export function withHead(indexHtml: string, headHtml: string, tail = ''): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => headHtml)
    .replace('</head>', () => `${tail}</head>`);
}
