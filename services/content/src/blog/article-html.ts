import sanitizeHtml from 'sanitize-html';
import { mediaPathOf } from '@ela/contracts';

const DIRECTIONS = ['rtl', 'ltr', 'auto'];

/**
 * What an article may hold: the rich text the panel's editor writes (paragraphs, headings,
 * emphasis, lists, quotes, code, links, images), nothing that runs or styles. Links go to web,
 * mail and phone addresses only; images only to this shop's own media, as `/media/…` paths
 * relative to the API (an absolute address to any host, ours included, is dropped, so the
 * stored text does not depend on where the shop is deployed).
 */
const TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'hr',
  'code',
  'pre',
];
/** Each tag may say its direction (the editor marks mixed Persian and Latin text); a few take more. */
const ATTRIBUTES: Record<string, string[]> = {
  ...Object.fromEntries(TAGS.map((tag) => [tag, ['dir']])),
  a: ['href', 'title', 'rel', 'target', 'dir'],
  img: ['src', 'alt', 'title', 'width', 'height', 'dir'],
  ol: ['start', 'dir'],
};

/** `dir` only as one of its three values, whatever case it came in. */
function direction(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { dir, ...rest } = attribs;
  const value = dir?.toLowerCase();
  return value && DIRECTIONS.includes(value) ? { ...rest, dir: value } : rest;
}

const renamed =
  (tagName: string): sanitizeHtml.Transformer =>
  (_tag, attribs) => ({ tagName, attribs: direction(attribs) });

const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: direction(attribs) }),
    // The text decides nothing about how a link opens: other sites in a new tab, never with our window.
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = direction(attribs);
      const external = /^https?:/i.test(rest.href ?? '');
      return {
        tagName,
        attribs: external ? { ...rest, rel: 'noopener noreferrer nofollow', target: '_blank' } : rest,
      };
    },
    b: renamed('strong'),
    i: renamed('em'),
    h1: renamed('h2'),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !mediaPathOf(frame.attribs.src ?? '');
    // A link whose address was taken out is plain text.
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/** The article's HTML as it may be stored and served: only what `ARTICLE_HTML` allows. */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML).trim();
}

const BLOCK_END = /<\/(p|h2|h3|h4|li|blockquote|figcaption|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The words of a sanitised article, one space between blocks, for search and reading time. */
export function articleText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words an ordinary reader of Persian gets through in a minute. */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
