import { useParams } from 'react-router';
import { EmptyNotice, ErrorNotice } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getArticleByTitle } from '../api/get-article';
import { blogPaths } from '../blog-paths';
import { ArticleSkeleton, ArticleView } from './article-view';

/** /blog/{title}: one article, found by its title as the address carries it. */
export function ArticlePage() {
  const { title } = useParams();
  const article = useResource(title ?? null, getArticleByTitle);
  if (article.status === 'error')
    return <ErrorNotice onRetry={article.retry}>این مقاله دریافت نشد.</ErrorNotice>;
  if (article.status !== 'success') return <ArticleSkeleton />;
  if (!article.data) {
    return (
      <EmptyNotice title="این مقاله پیدا نشد" action={{ to: blogPaths.list, label: 'همهٔ مقاله‌ها' }}>
        شاید عنوانش عوض شده یا برداشته شده باشد؛ در بلاگ جستجو کنید.
      </EmptyNotice>
    );
  }
  return <ArticleView key={article.data.id} article={article.data} />;
}
