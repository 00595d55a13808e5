import type { ReactNode } from 'react';
import type { CategoryNode } from '@ela/contracts';
import { EmptyNotice, ErrorNotice, GridSkeleton } from '../../../catalog/components/state-views';
import { isEntityId } from '../../../catalog/ids';
import { useResource } from '../../../hooks/use-resource';
import { getCategory } from '../api/get-categories';

interface Props {
  id: string | undefined;
  children: (category: CategoryNode) => ReactNode;
}

/** Loads the category of a page's `{id}`, with the loading, failure and "no such category" states. */
export function CategoryLoader({ id, children }: Props) {
  const category = useResource(isEntityId(id) ? id : null, getCategory);
  if (category.status === 'loading') return <GridSkeleton count={4} label="در حال بارگذاری دسته" />;
  if (category.status === 'error') {
    return <ErrorNotice onRetry={category.retry}>این دسته‌بندی دریافت نشد.</ErrorNotice>;
  }
  if (category.status === 'success' && category.data) return <>{children(category.data)}</>;
  return (
    <EmptyNotice title="این دسته‌بندی پیدا نشد" action={{ to: '/categories', label: 'همهٔ دسته‌بندی‌ها' }}>
      شاید حذف شده باشد.
    </EmptyNotice>
  );
}
