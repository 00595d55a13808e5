import { Link } from 'react-router';
import { ARTICLE_STATUSES, type ArticleStatus, type BlogArticleSummary } from '@ela/contracts';
import { formatJalaliDateTime, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { getBlogCategories } from '../../../shared/api/blog-categories';
import { mediaUrl } from '../../../shared/api/media-url';
import { useResource } from '../../../shared/api/use-resource';
import { BlogTabs } from '../../../shared/components/blog-tabs';
import { useConfirm } from '../../../shared/components/confirm-dialog';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { SearchBox } from '../../../shared/components/search-box';
import { listQuery, type ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
import { deleteArticle, getManagedArticles } from '../api/blog.api';
import './blog.css';

const LIST: ListSpec = {
  sorts: ['updated', 'newest', 'title'],
  filters: ['status', 'categoryId'],
  limit: 20,
};
const SORT_LABELS: Record<string, string> = { updated: 'آخرین تغییر', newest: 'جدیدترین', title: 'عنوان' };
export const STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'پیش‌نویس', published: 'منتشرشده' };

/** /panel/blog: every live article, drafts too, by status, category and text. */
export function BlogPage() {
  const [state, change] = useListState(LIST);
  const query = listQuery(state, LIST);
  const articles = useResource(JSON.stringify(query), (signal) => getManagedArticles(query, signal));
  const categories = useResource('blog-categories', getBlogCategories);
  useClampPage(articles, state, change, LIST.limit);
  const { confirm, dialog } = useConfirm();

  async function remove(article: BlogArticleSummary) {
    const yes = await confirm({
      title: 'حذف مقاله',
      message: `«${article.title}» به سطل بازیافت برود؟ از آنجا بازگرداندنی است.`,
      confirmLabel: 'حذف',
      danger: true,
    });
    if (!yes || !(await succeeded(deleteArticle(article.id)))) return;
    toast.success(`«${article.title}» به سطل بازیافت رفت`);
    articles.reload();
  }

  const columns: Column<BlogArticleSummary>[] = [
    {
      key: 'poster',
      header: <span className="panel-visually-hidden">پوستر</span>,
      cell: (a) => <img className="panel-thumb" src={mediaUrl(a.poster.urls.thumb)} alt="" />,
    },
    {
      key: 'title',
      header: 'عنوان',
      cell: (a) => (
        <>
          <strong>{a.title}</strong>
          {a.story && <span className="article-badge">داستان اِلا</span>}
        </>
      ),
    },
    { key: 'category', header: 'دسته‌بندی', cell: (a) => a.category.name },
    {
      key: 'status',
      header: 'وضعیت',
      cell: (a) => (
        <span className={`article-badge${a.status === 'draft' ? ' article-badge--draft' : ''}`}>
          {STATUS_LABELS[a.status]}
        </span>
      ),
    },
    { key: 'updated', header: 'آخرین تغییر', cell: (a) => formatJalaliDateTime(a.updatedAt) },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (a) => (
        <div className="panel-actions">
          <Link className="panel-button panel-button--ghost panel-button--small" to={`/panel/blog/${a.id}`}>
            ویرایش
          </Link>
          <button
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-label={`حذف ${a.title}`}
            onClick={() => void remove(a)}
          >
            حذف
          </button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="بلاگ"
        actions={
          <Link className="panel-button" to="/panel/blog/define">
            نوشتن مقاله
          </Link>
        }
      >
        {articles.data && <span className="panel-muted">{formatNumber(articles.data.total)} مقاله</span>}
      </PageHeader>
      <BlogTabs />
      <div className="panel-toolbar">
        <SearchBox label="جستجو در مقاله‌ها" value={state.q} onSearch={(q) => change({ q }, true)} />
        <select
          className="panel-input"
          aria-label="وضعیت"
          value={state.filters.status ?? ''}
          onChange={(event) => change({ filters: { status: event.target.value } })}
        >
          <option value="">همهٔ وضعیت‌ها</option>
          {ARTICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <select
          className="panel-input"
          aria-label="دسته‌بندی"
          value={state.filters.categoryId ?? ''}
          onChange={(event) => change({ filters: { categoryId: event.target.value } })}
        >
          <option value="">همهٔ دسته‌بندی‌ها</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <select
          className="panel-input"
          aria-label="مرتب‌سازی"
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        >
          {LIST.sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        caption="مقاله‌های بلاگ"
        columns={columns}
        resource={articles}
        rowKey={(a) => a.id}
        errorMessage="فهرست مقاله‌ها دریافت نشد."
        empty={state.q ? 'مقاله‌ای با این جستجو پیدا نشد.' : 'هنوز مقاله‌ای نوشته نشده است.'}
      />
      {articles.data && articles.data.total > 0 && (
        <Pagination
          page={state.page}
          total={articles.data.total}
          limit={LIST.limit}
          onPage={(page) => change({ page })}
        />
      )}
      {dialog}
    </section>
  );
}
