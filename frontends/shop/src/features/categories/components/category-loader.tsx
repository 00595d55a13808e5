import type { ReactNode } from 'react';
import type { CategoryNode } from '@ela/contracts';
import { PageNotFoundError, usePageMeta } from '@ela/web-kit';
import { ErrorNotice, GridSkeleton } from '../../../catalog/components/state-views';
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
    return (
      <ErrorNotice onRetry={category.retry} error={category.error}>
        این دسته‌بندی دریافت نشد.
      </ErrorNotice>
    );
  }
  if (category.status === 'success' && category.data)
    return <Titled category={category.data}>{children}</Titled>;
  // No such category: the shell's 404 page, as the server answered 404 for this address.
  throw new PageNotFoundError(`category ${id}`);
}

function Titled({ category, children }: { category: CategoryNode; children: Props['children'] }) {
  usePageMeta({ title: category.name, description: category.description || undefined });
  return <>{children(category)}</>;
}
