import { Injectable } from '@nestjs/common';
import {
  foldPersian,
  type ArticleSearchQuery,
  type BlogArticle,
  type BlogArticleSummary,
  type DeletedArticlesQuery,
  type ListArticlesQuery,
  type ManageArticlesQuery,
  type Page,
  type RelatedArticlesParams,
} from '@ela/contracts';
import { ArticleErrors } from './article-errors';
import type { ArticleEntity } from './article.entity';
import { ArticlesRepository } from './articles.repository';
import { ArticleSearchRepository } from './article-search.repository';

const summaries = (page: Page<ArticleEntity>): Page<BlogArticleSummary> => ({
  ...page,
  items: page.items.map((a) => a.toSummary()),
});

/** What readers and the panel read: the shop only ever sees published, live articles. */
@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly search: ArticleSearchRepository,
  ) {}

  async published(query: ListArticlesQuery): Promise<Page<BlogArticleSummary>> {
    return summaries(await this.articles.published(query));
  }

  async managed(query: ManageArticlesQuery): Promise<Page<BlogArticleSummary>> {
    return summaries(await this.articles.managed(query));
  }

  async deleted(query: DeletedArticlesQuery): Promise<Page<BlogArticleSummary>> {
    return summaries(await this.articles.deleted(query));
  }

  async findShown(id: string): Promise<BlogArticle> {
    return found(await this.articles.shown(id)).toContract();
  }

  async findByTitle(title: string): Promise<BlogArticle> {
    return found(await this.articles.shownByTitle(title)).toContract();
  }

  async findManaged(id: string): Promise<BlogArticle> {
    return found(await this.articles.live(id)).toContract();
  }

  async story(): Promise<BlogArticle> {
    const story = await this.articles.story();
    if (!story) throw ArticleErrors.storyNotFound();
    return story.toContract();
  }

  /** Related to a published article; a draft or deleted one has nothing related to show. */
  async related({ id, page, limit }: RelatedArticlesParams): Promise<Page<BlogArticleSummary>> {
    const article = found(await this.articles.shown(id));
    return summaries(await this.articles.related(article, page, limit));
  }

  async searchFor(term: string, query: ArticleSearchQuery): Promise<Page<BlogArticleSummary>> {
    const folded = foldPersian(term);
    const { page, limit } = query;
    const { ids, total } = await this.search.matching(folded, limit, (page - 1) * limit);
    const items = await this.articles.byIds(ids);
    return { items: items.map((a) => a.toSummary()), total, page, limit };
  }
}

function found(article: ArticleEntity | null): ArticleEntity {
  if (!article) throw ArticleErrors.notFound();
  return article;
}
