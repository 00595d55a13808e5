import { Link } from 'react-router';
import { getMainCategories } from '../../../catalog/api/get-main-categories';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { paths } from '../../../catalog/paths';
import { useResource } from '../../../hooks/use-resource';

/** A search that found nothing: says so, and offers the main categories and every product to go on from. */
export function NoResults({ term }: { term: string }) {
  const mains = useResource('mains', getMainCategories);
  return (
    <EmptyNotice title={`چیزی با «${term}» پیدا نشد`} action={{ to: '/shop', label: 'دیدن همهٔ محصولات' }}>
      املای دیگری را امتحان کنید، کد محصول را بنویسید، یا از این دسته‌ها شروع کنید:
      {mains.status === 'success' && mains.data.length > 0 && (
        <span className="search-suggestions">
          {mains.data.map((category) => (
            <Link key={category.id} className="chip" to={paths.category(category.id)}>
              {category.name}
            </Link>
          ))}
        </span>
      )}
    </EmptyNotice>
  );
}
