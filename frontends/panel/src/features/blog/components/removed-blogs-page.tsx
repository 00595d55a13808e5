import type { BlogArticleSummary } from '@ela/contracts';
import { BlogTabs } from '../../../shared/components/blog-tabs';
import type { Column } from '../../../shared/components/data-table';
import { RecycleBinPage } from '../../../shared/components/recycle-bin-page';
import { getDeletedArticles, restoreArticle } from '../api/blog.api';

const COLUMNS: Column<BlogArticleSummary>[] = [
  { key: 'title', header: 'عنوان', cell: (a) => <strong>{a.title}</strong> },
  { key: 'category', header: 'دسته‌بندی', cell: (a) => a.category.name },
];

/** /panel/blog/removed-blogs: deleted articles; each can come back unless its title was taken. */
export function RemovedBlogsPage() {
  return (
    <RecycleBinPage
      title="سطل بازیافت بلاگ"
      tabs={<BlogTabs />}
      counted="مقالهٔ حذف‌شده"
      caption="مقاله‌های حذف‌شده"
      errorMessage="فهرست مقاله‌های حذف‌شده دریافت نشد."
      empty="سطل بازیافت بلاگ خالی است."
      columns={COLUMNS}
      nameOf={(a) => a.title}
      load={getDeletedArticles}
      restore={restoreArticle}
    />
  );
}
