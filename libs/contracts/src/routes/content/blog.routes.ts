import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import {
  articleImageBody,
  articleSearchParams,
  articleSearchQuery,
  articleTitleParams,
  createArticleBody,
  deletedArticlesQuery,
  listArticlesQuery,
  manageArticlesQuery,
  relatedArticlesParams,
  updateArticleBody,
} from '../../content/blog';
import { admin, read } from './shared';

const { articles } = SUBJECTS.content;

/**
 * The shop reads published articles (cached at the edge until an article changes); admins write,
 * see drafts and the recycle bin. Writes are admin-only, whatever a client sends.
 */
export const blogRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/blog',
    subject: articles.create,
    summary:
      'Writes an article (multipart: fields, and its poster in `file`), a draft unless `status` says otherwise',
    body: createArticleBody,
    status: 201,
    upload: 'required',
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/all',
    subject: articles.list,
    summary: 'Published articles, newest first, paged, optionally of one blog category',
    query: listArticlesQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/blog/manage',
    subject: articles.manage,
    summary: 'Every live article for the panel, drafts too, filtered by status, category and text',
    query: manageArticlesQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/blog/manage/{id}',
    subject: articles.findManaged,
    summary: 'One live article, draft or published, for editing',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/blog/deleted-blogs',
    subject: articles.listDeleted,
    summary: 'Articles in the recycle bin, last deleted first',
    query: deletedArticlesQuery,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/story',
    subject: articles.story,
    summary: "The shop's story, shown at /ela-story: the article marked as the story, once published",
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/{id}',
    subject: articles.findOne,
    summary: 'One published article by id',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/blog/{id}',
    subject: articles.update,
    summary: 'Changes an article: text (sanitised), title, category, byline, status or the story mark',
    params: idParams,
    body: updateArticleBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/blog/{id}',
    subject: articles.remove,
    summary: 'Moves an article to the recycle bin',
    params: idParams,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/byTitle/{title}',
    subject: articles.findByTitle,
    summary:
      'One published article by its title (Arabic and Persian letters alike), as the shop’s address carries it',
    params: articleTitleParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/blog/restore/{id}',
    subject: articles.restore,
    summary: 'Brings an article back from the recycle bin (409 if a live article took its title)',
    params: idParams,
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/articles/{id}/{page}/{limit}',
    subject: articles.related,
    summary: 'Published articles related to article `id`: its category’s first, then the newest; one page',
    params: relatedArticlesParams,
  }),
  route({
    ...admin,
    method: 'POST',
    path: '/blog/uploadContentImage/{id}',
    subject: articles.addContentImage,
    summary: 'Uploads an image (multipart `file`) for the article’s text; answers where it is served',
    params: idParams,
    body: articleImageBody,
    status: 201,
    upload: 'required',
  }),
  route({
    ...admin,
    method: 'POST',
    path: '/blog/uploadPosterImage/{id}',
    subject: articles.setPoster,
    summary: 'Replaces the article’s poster (multipart `file`)',
    params: idParams,
    body: articleImageBody,
    upload: 'required',
  }),
  route({
    ...read,
    method: 'GET',
    path: '/blog/search/{term}',
    subject: articles.search,
    summary: 'Published articles matching what people typed (title, summary, text), best first',
    params: articleSearchParams,
    query: articleSearchQuery,
  }),
] as const satisfies readonly RouteDef[];
