import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { PageHeader } from '../../../shared/components/page-header';
import { ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { isEntityId } from '../../../shared/ids';
import { getProduct, getRelatedProducts, updateProduct } from '../api/products.api';
import { productValues } from './product-form.model';
import { ProductForm } from './product-form';

async function loadProduct(id: string, signal: AbortSignal) {
  const [product, similar, set] = await Promise.all([
    getProduct(id, signal),
    getRelatedProducts(id, 'similar', signal),
    getRelatedProducts(id, 'set', signal),
  ]);
  return productValues(product, similar, set);
}

/** /panel/products/{id}: the product's fields, as on the define page. */
export function ProductEditPage() {
  const { id } = useParams();
  if (!isEntityId(id))
    return <MissingState what="محصول" backTo="/panel/products" backLabel="فهرست محصولات" />;
  return <ProductEditor key={id} id={id} />;
}

function ProductEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const product = useResource(id, (signal) => loadProduct(id, signal));
  const back = { to: '/panel/products', label: 'محصولات' };

  let body: ReactNode;
  if (product.status === 'error' && isNotFound(product.error)) {
    body = <MissingState what="محصول" backTo={back.to} backLabel="فهرست محصولات" />;
  } else if (product.status === 'error') {
    body = <ErrorState message="اطلاعات محصول دریافت نشد." onRetry={product.reload} />;
  } else if (product.status === 'loading' || !product.data) {
    body = <LoadingState />;
  } else {
    body = (
      <ProductForm
        initial={product.data}
        productId={id}
        submitLabel="ذخیرهٔ تغییرات"
        onSubmit={async (changes) => {
          const saved = await updateProduct(id, changes);
          toast.success(`تغییرات «${saved.name}» ذخیره شد`);
          navigate('/panel/products');
        }}
      />
    );
  }

  return (
    <section>
      <PageHeader
        title={product.data ? `ویرایش «${product.data.name}»` : 'ویرایش محصول'}
        back={back}
        actions={
          <Link className="panel-button panel-button--ghost" to={`/panel/products/inventories/${id}`}>
            موجودی‌ها
          </Link>
        }
      />
      {body}
    </section>
  );
}
