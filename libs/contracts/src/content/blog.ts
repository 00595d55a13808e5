import { z } from 'zod';
import { idSchema, listQuery, wholeNumber } from '../common.schemas';
import { uploadedImage, type ImageRef } from '../catalog/image';
import { multilineText, safeText } from '../text';

/** A draft is seen only in the panel; a published article is in the shop. */
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Sizes of an article, checked at the gateway and again in the service. */
export const ARTICLE_LIMITS = {
  title: 150,
  summary: 400,
  author: 80,
  /** Characters of the article's HTML. */
  content: 200_000,
  /** Images uploaded into one article's text. */
  contentImages: 40,
} as const;

/** An image inside an article's text, with the size it was uploaded in. */
export interface ContentImage extends ImageRef {
  width: number;
  height: number;
}

/** An article as lists show it: no text. */
export interface BlogArticleSummary {
  id: string;
  /** Unique among live articles as people read it; the shop's address is /blog/{title}. */
  title: string;
  summary: string;
  category: { id: string; name: string };
  /** The byline, as the writer wants it shown. */
  author: string;
  poster: ImageRef;
  status: ArticleStatus;
  /** Shown at /ela-story instead of among the articles; at most one article is. */
  story: boolean;
  /** Set when first published; the shop sorts and dates articles by it. */
  publishedAt: string | null;
  /** Minutes an ordinary reader needs for the text, at least 1. */
  readingMinutes: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A whole article: its sanitised HTML and the images uploaded into it. */
export interface BlogArticle extends BlogArticleSummary {
  /**
   * HTML limited to an allow-list of tags, attributes and URL schemes; images only from this
   * shop's media (`/media/…`, relative to the API's address).
   */
  content: string;
  contentImages: ContentImage[];
}

const title = safeText()
  .min(3)
  .max(ARTICLE_LIMITS.title)
  .regex(/^[^/?#%\\]+$/, 'عنوان نباید / ? # % یا \\ داشته باشد')
  .describe("Unique among live articles (as people read it); the article's address in the shop");
const summary = multilineText().max(ARTICLE_LIMITS.summary).describe('A few lines under the title in lists');
const content = multilineText()
  .max(ARTICLE_LIMITS.content)
  .describe('Rich text as HTML; tags, attributes and addresses outside the allow-list are removed');
const author = safeText().min(2).max(ARTICLE_LIMITS.author).describe('The byline, e.g. تیم اِلا');

/** Body of POST /blog (multipart: these fields, and the poster in `file`). */
export const createArticleBody = z
  .object({
    title,
    summary: summary.default(''),
    content: content.default(''),
    categoryId: idSchema,
    author,
    status: z.enum(ARTICLE_STATUSES).default('draft'),
    upload: uploadedImage.describe('The poster, set by the gateway from the `file` part'),
  })
  .strict();
export type CreateArticleBody = z.infer<typeof createArticleBody>;

/** Body of PATCH /blog/{id}: any of the fields, and whether the article is the shop's story. */
export const updateArticleBody = z
  .object({
    title: title.optional(),
    summary: summary.optional(),
    content: content.optional(),
    categoryId: idSchema.optional(),
    author: author.optional(),
    status: z.enum(ARTICLE_STATUSES).optional(),
    story: z.boolean().optional().describe('true shows it at /ela-story (and takes that from any other)'),
  })
  .strict();
export type UpdateArticleBody = z.infer<typeof updateArticleBody>;

/** Body of the two image uploads of an article (the gateway sets it from the `file` part). */
export const articleImageBody = z.object({ upload: uploadedImage }).strict();

const page = wholeNumber().pipe(z.number().min(1)).default(1);
const limit = (max: number, fallback: number) =>
  wholeNumber().pipe(z.number().min(1).max(max)).default(fallback);

/** Query of GET /blog/all: published articles, newest first, optionally of one category. */
export const listArticlesQuery = z
  .object({
    page,
    limit: limit(50, 12),
    sort: z.enum(['newest']).default('newest'),
    categoryId: idSchema.optional().describe('Only this blog category'),
  })
  .strict();
export type ListArticlesQuery = z.infer<typeof listArticlesQuery>;

/** Query of GET /blog/manage: every live article for the panel, drafts too. */
export const manageArticlesQuery = listQuery(['updated', 'newest', 'title'] as const).extend({
  status: z.enum(ARTICLE_STATUSES).optional(),
  categoryId: idSchema.optional(),
});
export type ManageArticlesQuery = z.infer<typeof manageArticlesQuery>;

/** Query of GET /blog/deleted-blogs: the recycle bin, last deleted first. */
export const deletedArticlesQuery = z
  .object({ page, limit: limit(100, 20), sort: z.enum(['deleted_newest']).default('deleted_newest') })
  .strict();
export type DeletedArticlesQuery = z.infer<typeof deletedArticlesQuery>;

/** Params of GET /blog/byTitle/{title}: the title as the shop's address carries it. */
export const articleTitleParams = z.object({ title: safeText().min(1).max(200) }).strict();

/** Params of GET /blog/search/{term}: what people typed, in Arabic or Persian letters, any digits. */
export const articleSearchParams = z.object({ term: safeText().min(1).max(100) }).strict();
export const articleSearchQuery = z.object({ page, limit: limit(50, 12) }).strict();
export type ArticleSearchQuery = z.infer<typeof articleSearchQuery>;

/**
 * Params of GET /blog/articles/{id}/{page}/{limit}: articles related to article `id` (its
 * category's first, then the newest others), one page of them.
 */
export const relatedArticlesParams = z
  .object({
    id: idSchema,
    page: wholeNumber().pipe(z.number().min(1).max(50)),
    limit: wholeNumber().pipe(z.number().min(1).max(12)),
  })
  .strict();
export type RelatedArticlesParams = z.infer<typeof relatedArticlesParams>;
