import { Link } from 'react-router';
import type { BlogArticleSummary } from '@ela/contracts';
import { blogPaths } from '../blog-paths';
import { ArticleMeta } from './article-meta';
import { ArticlePoster } from './article-poster';
import './blog.css';

/** One article in a listing: poster, category, title, summary and date; opens the article. */
export function ArticleCard({ article }: { article: BlogArticleSummary }) {
  return (
    <article className="article-card" data-testid="article-card">
      <Link to={blogPaths.article(article.title)} className="article-card__link">
        <ArticlePoster poster={article.poster} size="card" />
        <div className="article-card__body">
          <span className="article-card__category">{article.category.name}</span>
          <h2 className="article-card__title">{article.title}</h2>
          {article.summary && <p className="article-card__summary">{article.summary}</p>}
          <ArticleMeta article={article} author={false} />
        </div>
      </Link>
    </article>
  );
}
