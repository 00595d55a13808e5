import { Link } from 'react-router';
import { ARTICLE_STATUSES, type ArticleStatus, type BlogArticleSummary } from '@ela/contracts';
import { formatJalaliDateTime, formatNumber } from '@ela/web-kit';
import { getBlogCategories } from '../../../shared/api/blog-categories';
import { mediaUrl } from '../../../shared/api/media-url';
import { useResource } from '../../../shared/api/use-resource';
import { BlogTabs } from '../../../shared/components/blog-tabs';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { ListToolbar } from '../../../shared/components/list-toolbar';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { RowActions } from '../../../shared/components/row-actions';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { listQuery, type ListSpec } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
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
  const listing = useListing(LIST, listQuery, getManagedArticles);
  const articles = listing.rows;
  const categories = useResource('blog-categories', getBlogCategories);
  const { confirmDelete, dialog } = useConfirmedDelete(articles.reload);

  const remove = (article: BlogArticleSummary) =>
    confirmDelete(
      {
        title: 'حذف مقاله',
        message: `«${article.title}» به سطل بازیافت برود؟ از آنجا بازگرداندنی است.`,
        done: `«${article.title}» به سطل بازیافت رفت`,
      },
      () => deleteArticle(article.id),
    );

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
      cell: (a) => <RowActions edit={`/panel/blog/${a.id}`} name={a.title} onDelete={() => void remove(a)} />,
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
      <ListToolbar
        listing={listing}
        search="جستجو در مقاله‌ها"
        filters={[
          {
            name: 'status',
            label: 'وضعیت',
            any: 'همهٔ وضعیت‌ها',
            options: ARTICLE_STATUSES,
            titles: STATUS_LABELS,
          },
          {
            name: 'categoryId',
            label: 'دسته‌بندی',
            any: 'همهٔ دسته‌بندی‌ها',
            options: categories.data?.map((category) => category.id) ?? [],
            titles: Object.fromEntries(
              categories.data?.map((category) => [category.id, category.name]) ?? [],
            ),
          },
        ]}
        sorts={SORT_LABELS}
      />
      <DataTable
        caption="مقاله‌های بلاگ"
        columns={columns}
        resource={articles}
        errorMessage="فهرست مقاله‌ها دریافت نشد."
        empty={listing.state.q ? 'مقاله‌ای با این جستجو پیدا نشد.' : 'هنوز مقاله‌ای نوشته نشده است.'}
      />
      <Pagination listing={listing} />
      {dialog}
    </section>
  );
}
