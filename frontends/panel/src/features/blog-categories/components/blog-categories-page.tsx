import { Link } from 'react-router';
import type { BlogCategory } from '@ela/contracts';
import { formatJalaliDate, formatNumber } from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import { BlogTabs } from '../../../shared/components/blog-tabs';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { RowActions } from '../../../shared/components/row-actions';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { getBlogCategories } from '../../../shared/api/blog-categories';
import { deleteBlogCategory } from '../api/blog-categories.api';

/** /panel/blog/categories: the blog's categories in the order the shop shows them. */
export function BlogCategoriesPage() {
  const categories = useResource('blog-categories', async (signal) => ({
    items: await getBlogCategories(signal),
  }));
  const { confirmDelete, dialog } = useConfirmedDelete(categories.reload);

  const remove = (category: BlogCategory) =>
    confirmDelete(
      {
        title: 'حذف دسته‌بندی',
        message: `دسته‌بندی «${category.name}» حذف شود؟ دسته‌بندی‌ای که مقاله دارد حذف نمی‌شود.`,
        done: `دسته‌بندی «${category.name}» حذف شد`,
      },
      () => deleteBlogCategory(category.id),
    );

  const columns: Column<BlogCategory>[] = [
    { key: 'name', header: 'نام', cell: (c) => <strong>{c.name}</strong> },
    { key: 'order', header: 'ترتیب', cell: (c) => formatNumber(c.order) },
    { key: 'description', header: 'توضیحات', cell: (c) => c.description || '—' },
    { key: 'created', header: 'ثبت', cell: (c) => formatJalaliDate(c.createdAt) },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (c) => (
        <RowActions edit={`/panel/blog/categories/${c.id}`} name={c.name} onDelete={() => void remove(c)} />
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="دسته‌بندی‌های بلاگ"
        actions={
          <Link className="panel-button" to="/panel/blog/categories/define">
            افزودن دسته‌بندی
          </Link>
        }
      />
      <BlogTabs />
      <DataTable
        caption="دسته‌بندی‌های بلاگ"
        columns={columns}
        resource={categories}
        errorMessage="دسته‌بندی‌های بلاگ دریافت نشدند."
        empty="هنوز دسته‌بندی‌ای برای بلاگ ثبت نشده است."
      />
      {dialog}
    </section>
  );
}
