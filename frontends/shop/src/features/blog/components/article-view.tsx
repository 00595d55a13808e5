import { Link } from 'react-router';
import type { BlogArticle } from '@ela/contracts';
import { usePageMeta } from '@ela/web-kit';
import { blogPaths } from '../blog-paths';
import { ArticleBody } from './article-body';
import { ArticleMeta } from './article-meta';
import { ArticlePoster } from './article-poster';
import { RelatedArticles } from './related-articles';
import './blog.css';

/** A whole article: category, title, byline, poster, text and what to read next. */
export function ArticleView({ article, related = true }: { article: BlogArticle; related?: boolean }) {
  // The tab and a shared link name the article, not just «مقاله».
  usePageMeta({ title: article.title, description: article.summary || undefined });
  return (
    <article className="article-view">
      <header className="article-view__header">
        {related && (
          <Link to={blogPaths.category(article.category.id)} className="article-card__category">
            {article.category.name}
          </Link>
        )}
        <h1 className="article-view__title">{article.title}</h1>
        <ArticleMeta article={article} />
      </header>
      <ArticlePoster poster={article.poster} size="large" priority />
      {article.summary && <p className="article-view__summary">{article.summary}</p>}
      <ArticleBody html={article.content} />
      {related && <RelatedArticles articleId={article.id} />}
    </article>
  );
}

/** Grey blocks where the article will be. */
export function ArticleSkeleton() {
  return (
    <div className="article-view" aria-busy="true" aria-label="در حال بارگذاری مقاله">
      <div className="catalog-card catalog-card--skeleton article-skeleton__title" />
      <div className="catalog-card catalog-card--skeleton article-poster" />
    </div>
  );
}
