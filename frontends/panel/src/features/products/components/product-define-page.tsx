import { useNavigate } from 'react-router';
import { toast } from '@ela/web-kit';
import { PageHeader } from '../../../shared/components/page-header';
import { createProduct } from '../api/products.api';
import { EMPTY_PRODUCT } from './product-form.model';
import { ProductForm } from './product-form';

/** /panel/products/define: a new product; then on to its inventories, which make it sellable. */
export function ProductDefinePage() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="افزودن محصول" back={{ to: '/panel/products', label: 'محصولات' }} />
      <ProductForm
        initial={EMPTY_PRODUCT}
        submitLabel="ثبت محصول"
        onSubmit={async (body) => {
          const product = await createProduct(body);
          toast.success(`«${product.name}» ثبت شد؛ اکنون موجودی‌هایش را اضافه کنید`);
          navigate(`/panel/products/inventories/${product.id}`);
        }}
      />
    </section>
  );
}
