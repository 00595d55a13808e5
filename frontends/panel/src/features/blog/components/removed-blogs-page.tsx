import type { BlogArticleSummary } from '@ela/contracts';
import { formatJalaliDateTime, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { BlogTabs } from '../../../shared/components/blog-tabs';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import type { ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
import { getDeletedArticles, restoreArticle } from '../api/blog.api';

const BIN: ListSpec = { sorts: ['deleted_newest'], limit: 20 };

/** /panel/blog/removed-blogs: deleted articles; each can come back unless its title was taken. */
export function RemovedBlogsPage() {
  const [state, change] = useListState(BIN);
  const query = { page: state.page, limit: BIN.limit };
  const articles = useResource(`bin:${state.page}`, (signal) => getDeletedArticles(query, signal));
  useClampPage(articles, state, change, BIN.limit);

  async function restore(article: BlogArticleSummary) {
    if (!(await succeeded(restoreArticle(article.id)))) return;
    toast.success(`«${article.title}» بازگردانده شد`);
    articles.reload();
  }

  const columns: Column<BlogArticleSummary>[] = [
    { key: 'title', header: 'عنوان', cell: (a) => <strong>{a.title}</strong> },
    { key: 'category', header: 'دسته‌بندی', cell: (a) => a.category.name },
    {
      key: 'deleted',
      header: 'زمان حذف',
      cell: (a) => (a.deletedAt ? formatJalaliDateTime(a.deletedAt) : '—'),
    },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (a) => (
        <button
          type="button"
          className="panel-button panel-button--small"
          aria-label={`بازگرداندن ${a.title}`}
          onClick={() => void restore(a)}
        >
          بازگرداندن
        </button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title="سطل بازیافت بلاگ">
        {articles.data && (
          <span className="panel-muted">{formatNumber(articles.data.total)} مقالهٔ حذف‌شده</span>
        )}
      </PageHeader>
      <BlogTabs />
      <DataTable
        caption="مقاله‌های حذف‌شده"
        columns={columns}
        resource={articles}
        rowKey={(a) => a.id}
        errorMessage="فهرست مقاله‌های حذف‌شده دریافت نشد."
        empty="سطل بازیافت بلاگ خالی است."
      />
      {articles.data && articles.data.total > 0 && (
        <Pagination
          page={state.page}
          total={articles.data.total}
          limit={BIN.limit}
          onPage={(page) => change({ page })}
        />
      )}
    </section>
  );
}
