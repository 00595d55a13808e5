import { Link } from 'react-router';
import type { BlogCategory } from '@ela/contracts';
import { formatJalaliDate, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { BlogTabs } from '../../../shared/components/blog-tabs';
import { useConfirm } from '../../../shared/components/confirm-dialog';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { getBlogCategories } from '../../../shared/api/blog-categories';
import { deleteBlogCategory } from '../api/blog-categories.api';

/** /panel/blog/categories: the blog's categories in the order the shop shows them. */
export function BlogCategoriesPage() {
  const categories = useResource('blog-categories', async (signal) => ({
    items: await getBlogCategories(signal),
  }));
  const { confirm, dialog } = useConfirm();

  async function remove(category: BlogCategory) {
    const yes = await confirm({
      title: 'حذف دسته‌بندی',
      message: `دسته‌بندی «${category.name}» حذف شود؟ دسته‌بندی‌ای که مقاله دارد حذف نمی‌شود.`,
      confirmLabel: 'حذف',
      danger: true,
    });
    if (!yes || !(await succeeded(deleteBlogCategory(category.id)))) return;
    toast.success(`دسته‌بندی «${category.name}» حذف شد`);
    categories.reload();
  }

  const columns: Column<BlogCategory>[] = [
    { key: 'name', header: 'نام', cell: (c) => <strong>{c.name}</strong> },
    { key: 'order', header: 'ترتیب', cell: (c) => formatNumber(c.order) },
    { key: 'description', header: 'توضیحات', cell: (c) => c.description || '—' },
    { key: 'created', header: 'ثبت', cell: (c) => formatJalaliDate(c.createdAt) },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (c) => (
        <div className="panel-actions">
          <Link
            className="panel-button panel-button--ghost panel-button--small"
            to={`/panel/blog/categories/${c.id}`}
          >
            ویرایش
          </Link>
          <button
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-label={`حذف ${c.name}`}
            onClick={() => void remove(c)}
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
        rowKey={(c) => c.id}
        errorMessage="دسته‌بندی‌های بلاگ دریافت نشدند."
        empty="هنوز دسته‌بندی‌ای برای بلاگ ثبت نشده است."
      />
      {dialog}
    </section>
  );
}
