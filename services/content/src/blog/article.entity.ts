import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  foldPersian,
  imageRef,
  type ArticleStatus,
  type BlogArticle,
  type BlogArticleSummary,
  type ContentImage,
  type CreateArticleBody,
  type UploadedImage,
} from '@ela/contracts';
import { BlogCategoryEntity } from '../blog-categories/blog-category.entity';
import { articleText, readingMinutes, sanitizeArticle } from './article-html';

type StoredImage = Pick<UploadedImage, 'key' | 'width' | 'height'>;

/** A blog article. Its text is sanitised whenever it is set, so nothing else is ever stored. */
@Entity('article')
export class ArticleEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  title!: string;

  /** The title as people read it: unique among live articles, and what the shop's address finds. */
  @Column('text', { name: 'title_key' })
  titleKey!: string;

  @Column('text')
  summary!: string;

  @Column('text')
  content!: string;

  @Column('text', { name: 'search_text' })
  searchText!: string;

  @Column('uuid', { name: 'category_id' })
  categoryId!: string;

  /** Read for its name only; the foreign key keeps it there. */
  @ManyToOne(() => BlogCategoryEntity)
  @JoinColumn({ name: 'category_id' })
  category?: BlogCategoryEntity;

  @Column('text')
  author!: string;

  /** The admin who wrote it; kept, not shown. */
  @Column('uuid', { name: 'author_id' })
  authorId!: string;

  @Column('text', { name: 'poster_key' })
  posterKey!: string;

  @Column('jsonb', { name: 'content_images' })
  contentImages!: StoredImage[];

  @Column('text')
  status!: ArticleStatus;

  @Column('boolean')
  story!: boolean;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt!: Date | null;

  @Column('integer', { name: 'reading_minutes' })
  readingMinutes!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;

  static write(body: CreateArticleBody, authorId: string, now: Date): ArticleEntity {
    const article = new ArticleEntity();
    article.authorId = authorId;
    article.contentImages = [];
    article.story = false;
    article.publishedAt = null;
    article.deletedAt = null;
    article.status = 'draft';
    article.summary = '';
    article.content = '';
    article.retitle(body.title);
    article.summarise(body.summary);
    article.rewrite(body.content);
    article.moveToCategory(body.categoryId);
    article.sign(body.author);
    article.setPoster(body.upload);
    article.setStatus(body.status, now);
    return article;
  }

  retitle(title: string): void {
    this.title = title;
    this.titleKey = foldPersian(title);
    this.index();
  }

  summarise(summary: string): void {
    this.summary = summary;
    this.index();
  }

  /** Takes the text as sanitised HTML; reading time and search follow it. */
  rewrite(html: string): void {
    this.content = sanitizeArticle(html);
    this.readingMinutes = readingMinutes(articleText(this.content));
    this.index();
  }

  /** The caller's write is refused by the foreign key if the category does not exist. */
  moveToCategory(categoryId: string): void {
    this.categoryId = categoryId;
    delete this.category;
  }

  sign(author: string): void {
    this.author = author;
  }

  /** Answers the keys the article stopped using: the old poster, unless it is the same picture. */
  setPoster(image: StoredImage): string[] {
    const previous = this.posterKey;
    this.posterKey = image.key;
    return previous === image.key ? [] : [previous];
  }

  /** Adds an image uploaded for the text; false when the article already has as many as it may. */
  addContentImage(image: StoredImage, limit: number): boolean {
    if (this.contentImages.some((i) => i.key === image.key)) return true;
    if (this.contentImages.length >= limit) return false;
    this.contentImages = [
      ...this.contentImages,
      { key: image.key, width: image.width, height: image.height },
    ];
    return true;
  }

  /** Publishing dates the article the first time; going back to draft keeps that date for next time. */
  setStatus(status: ArticleStatus, now: Date): void {
    this.status = status;
    if (status === 'published' && !this.publishedAt) this.publishedAt = now;
  }

  markStory(story: boolean): void {
    this.story = story;
  }

  moveToRecycleBin(now: Date): void {
    this.deletedAt = now;
    // The story page must not show a deleted article, and the next story may be marked meanwhile.
    this.story = false;
  }

  restore(): void {
    this.deletedAt = null;
  }

  get visible(): boolean {
    return this.status === 'published' && this.deletedAt === null;
  }

  private index(): void {
    this.searchText = foldPersian(
      `${this.title ?? ''} ${this.summary ?? ''} ${articleText(this.content ?? '')}`,
    );
  }

  toSummary(): BlogArticleSummary {
    return {
      id: this.id,
      title: this.title,
      summary: this.summary,
      category: { id: this.categoryId, name: this.category?.name ?? '' },
      author: this.author,
      poster: imageRef(this.posterKey),
      status: this.status,
      story: this.story,
      publishedAt: this.publishedAt?.toISOString() ?? null,
      readingMinutes: this.readingMinutes,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      deletedAt: this.deletedAt?.toISOString() ?? null,
    };
  }

  toContract(): BlogArticle {
    const contentImages: ContentImage[] = this.contentImages.map((i) => ({
      ...imageRef(i.key),
      width: i.width,
      height: i.height,
    }));
    return { ...this.toSummary(), content: this.content, contentImages };
  }
}
