import { useSearchParams } from 'react-router';
import { formatNumber } from '@ela/web-kit';
import { PagedGrid } from '../../../catalog/components/paged-grid';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { usePagedList } from '../../../catalog/hooks/use-paged-list';
import { isEntityId } from '../../../catalog/ids';
import { ALL_CATEGORIES, MAX_TERM_LENGTH, loadArticlePage, loadArticleSearchPage } from '../api/get-articles';
import { blogPaths } from '../blog-paths';
import { ArticleCard } from './article-card';
import { BlogFilters } from './blog-filters';
import './blog.css';

/** /blog: the newest articles, by category (`?category=`), or what a search found (`?q=`). */
export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim().slice(0, MAX_TERM_LENGTH);
  const category = params.get('category');
  const categoryId = isEntityId(category ?? undefined) ? category : null;
  return (
    <div className="blog-page">
      <h1 className="page-title">بلاگ اِلا</h1>
      <p className="page-lead">آموزش دوخت، شناخت پارچه و ایده برای خانه</p>
      <BlogFilters
        key={`filters:${term}`}
        categoryId={categoryId}
        term={term}
        onSearch={(typed) => setParams(typed ? { q: typed } : {})}
      />
      {term ? (
        <SearchResults key={term} term={term} />
      ) : (
        <Articles categoryId={categoryId ?? ALL_CATEGORIES} />
      )}
    </div>
  );
}

function Articles({ categoryId }: { categoryId: string }) {
  const articles = usePagedList(categoryId, loadArticlePage);
  return (
    <PagedGrid
      list={articles}
      card={(article) => <ArticleCard key={article.id} article={article} />}
      failure="مقاله‌ها دریافت نشدند."
      empty={
        <EmptyNotice title="هنوز مقاله‌ای اینجا نیست">
          به‌زودی مقاله‌های تازه در این بخش می‌نویسیم.
        </EmptyNotice>
      }
    />
  );
}

function SearchResults({ term }: { term: string }) {
  const results = usePagedList(term, loadArticleSearchPage);
  return (
    <>
      <h2 className="blog-page__results">نتیجهٔ جستجو برای «{term}»</h2>
      <p className="page-lead" aria-live="polite">
        {results.status === 'success' ? `${formatNumber(results.total)} مقاله پیدا شد` : ' '}
      </p>
      <PagedGrid
        list={results}
        card={(article) => <ArticleCard key={article.id} article={article} />}
        failure="نتیجهٔ جستجو دریافت نشد."
        empty={
          <EmptyNotice title="مقاله‌ای پیدا نشد" action={{ to: blogPaths.list, label: 'همهٔ مقاله‌ها' }}>
            واژهٔ دیگری را امتحان کنید.
          </EmptyNotice>
        }
      />
    </>
  );
}
