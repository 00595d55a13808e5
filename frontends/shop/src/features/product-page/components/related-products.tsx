import { CardSection } from '../../../catalog/components/card-section';
import { ProductCard } from '../../../catalog/components/product-card';
import { ErrorNotice, GridSkeleton } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getRelated, type RelatedKind } from '../api/get-product-page';

interface Props {
  productId: string;
  kind: RelatedKind;
  title: string;
  /** Loads nothing when the product names no related products. */
  wanted: boolean;
}

/** A row of products related to this one: similar ones, or ones bought together with it. */
export function RelatedProducts({ productId, kind, title, wanted }: Props) {
  const related = useResource(wanted ? `${kind}:${productId}` : null, getRelated);
  if (related.status === 'idle' || (related.status === 'success' && related.data.length === 0)) return null;
  return (
    <CardSection id={`related-${kind}`} title={title}>
      {related.status === 'loading' && <GridSkeleton count={2} label={title} />}
      {related.status === 'error' && (
        <ErrorNotice onRetry={related.retry} error={related.error}>
          این فهرست دریافت نشد.
        </ErrorNotice>
      )}
      {related.status === 'success' && (
        <div className="card-row">
          {related.data.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </CardSection>
  );
}
