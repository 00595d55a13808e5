import { useResource } from '../../../hooks/use-resource';
import { getRelated } from '../api/get-article';
import { ArticleCard } from './article-card';
import './blog.css';

/** Articles to read next: the same category's first. Nothing at all while there are none. */
export function RelatedArticles({ articleId }: { articleId: string }) {
  const related = useResource(articleId, getRelated);
  if (related.status !== 'success' || related.data.length === 0) return null;
  return (
    <section className="related-articles" aria-labelledby="related-title">
      <h2 id="related-title" className="card-section__title">
        مقاله‌های مرتبط
      </h2>
      <div className="article-grid">
        {related.data.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}
