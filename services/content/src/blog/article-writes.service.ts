import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ARTICLE_LIMITS,
  CONTENT_EVENTS,
  imageRef,
  type BlogArticle,
  type ContentImage,
  type CreateArticleBody,
  type UpdateArticleBody,
  type UploadedImage,
} from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { ArticleErrors } from './article-errors';
import { MediaReleases } from '../media/media-releases';
import { ArticleEntity } from './article.entity';
import { ArticlesRepository } from './articles.repository';

/**
 * Admins' writes. Each one locks its article, changes it through the entity and adds
 * `content.article.changed.v1` in the same transaction, so edge caches drop what readers saw.
 */
@Injectable()
export class ArticleWritesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly outbox: Outbox,
    private readonly media: MediaReleases,
  ) {}

  async create(body: CreateArticleBody, authorId: string): Promise<BlogArticle> {
    const saved = await this.articles.transaction(async (tx) => {
      const article = await this.articles.save(tx, ArticleEntity.write(body, authorId, new Date()));
      await this.changed(tx, article.id);
      return article;
    });
    return saved.toContract();
  }

  update(id: string, body: UpdateArticleBody): Promise<BlogArticle> {
    return this.change(id, async (article, tx) => {
      if (body.title !== undefined) article.retitle(body.title);
      if (body.summary !== undefined) article.summarise(body.summary);
      if (body.content !== undefined) article.rewrite(body.content);
      if (body.categoryId !== undefined) article.moveToCategory(body.categoryId);
      if (body.author !== undefined) article.sign(body.author);
      if (body.status !== undefined) article.setStatus(body.status, new Date());
      if (body.story !== undefined) {
        // The story page shows one article: marking this one takes the mark from any other.
        if (body.story)
          for (const other of await this.articles.clearStory(tx, id)) await this.changed(tx, other);
        article.markStory(body.story);
      }
    });
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.change(id, (article) => article.moveToRecycleBin(new Date()));
    return { deleted: true };
  }

  /** A live article that took its title meanwhile makes this a 409 (the title is its address). */
  restore(id: string): Promise<BlogArticle> {
    return this.change(id, (article) => article.restore(), true);
  }

  setPoster(id: string, upload: UploadedImage): Promise<BlogArticle> {
    return this.change(id, (article) => article.setPoster(upload));
  }

  async addContentImage(id: string, upload: UploadedImage): Promise<ContentImage> {
    await this.change(id, (article) => {
      if (!article.addContentImage(upload, ARTICLE_LIMITS.contentImages)) throw ArticleErrors.tooManyImages();
    });
    return { ...imageRef(upload.key), width: upload.width, height: upload.height };
  }

  /** `work` may answer image keys the article no longer uses; they are let go once it is saved. */
  private async change(
    id: string,
    work: (article: ArticleEntity, tx: EntityManager) => void | string[] | Promise<void>,
    deleted = false,
  ): Promise<BlogArticle> {
    const saved = await this.articles.transaction(async (tx) => {
      const article = await this.articles.locked(tx, id, deleted);
      if (!article) throw ArticleErrors.notFound();
      const unused = await work(article, tx);
      const written = await this.articles.save(tx, article);
      if (unused) await this.media.release(tx, unused);
      await this.changed(tx, id);
      return written;
    });
    return saved.toContract();
  }

  private changed(tx: EntityManager, id: string) {
    return this.outbox.add(tx, CONTENT_EVENTS.articleChanged, { id });
  }
}
