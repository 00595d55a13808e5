import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Category, CategoryNode } from '@ela/contracts';
import { formatJalaliDateTime, toast } from '@ela/web-kit';
import { attempt } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { getCategoryTree } from '../../../shared/categories/category-tree';
import { PageHeader } from '../../../shared/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/components/state-views';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { deleteCategory, getDeletedCategories, updateCategory } from '../api/categories.api';
import { CategoryTreeList } from './category-tree-list';
import './categories.css';

/** /panel/categories: the category tree in order, and the categories in the recycle bin. */
export function CategoriesPage() {
  const tree = useResource('tree', getCategoryTree);
  const deleted = useResource('deleted', getDeletedCategories);
  const { confirmDelete, dialog } = useConfirmedDelete(() => {
    tree.reload();
    deleted.reload();
  });

  const remove = (category: CategoryNode) =>
    confirmDelete(
      {
        title: 'حذف دسته‌بندی',
        message: `«${category.name}» به سطل بازیافت می‌رود. دسته‌ای که زیرشاخه یا محصول دارد حذف نمی‌شود.`,
        done: `«${category.name}» حذف شد`,
      },
      () => deleteCategory(category.id),
    );

  async function restore(category: Category) {
    if (!(await attempt(updateCategory(category.id, { restore: true })))) return;
    toast.success(`«${category.name}» بازگردانده شد`);
    tree.reload();
    deleted.reload();
  }

  let body: ReactNode;
  if (tree.status === 'error') body = <ErrorState message="دسته‌بندی‌ها دریافت نشد." onRetry={tree.reload} />;
  else if (!tree.data) body = <LoadingState />;
  else if (tree.data.length === 0) body = <EmptyState>هنوز دسته‌بندی‌ای ثبت نشده است.</EmptyState>;
  else body = <CategoryTreeList nodes={tree.data} onDelete={(c) => void remove(c)} />;

  return (
    <section>
      <PageHeader
        title="دسته‌بندی‌ها"
        actions={
          <Link className="panel-button" to="/panel/categories/define">
            افزودن دسته‌بندی
          </Link>
        }
      />
      <div className="panel-card" aria-busy={tree.status === 'loading'}>
        {body}
      </div>
      {deleted.data && deleted.data.items.length > 0 && (
        <section className="panel-card" aria-labelledby="deleted-categories">
          <h2 id="deleted-categories">سطل بازیافت دسته‌بندی‌ها</h2>
          <ul className="panel-category-bin">
            {deleted.data.items.map((category) => (
              <li key={category.id}>
                <span>
                  <strong>{category.name}</strong>{' '}
                  {category.deletedAt && (
                    <span className="panel-muted">حذف در {formatJalaliDateTime(category.deletedAt)}</span>
                  )}
                </span>
                <button
                  type="button"
                  className="panel-button panel-button--small"
                  onClick={() => void restore(category)}
                >
                  بازگرداندن
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {dialog}
    </section>
  );
}
