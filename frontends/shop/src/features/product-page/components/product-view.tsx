import { useEffect } from 'react';
import type { Inventory } from '@ela/contracts';
import { toPersianDigits, trackProductView, usePageMeta } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { getProduct, getSiblings } from '../api/get-product-page';
import { Breadcrumbs } from '../../../catalog/components/breadcrumbs';
import { ProductGallery } from './product-gallery';
import { PurchaseBox } from './purchase-box';
import { RelatedProducts } from './related-products';
import { VariantPicker } from './variant-picker';

/** The product page's body, once its inventory is known. */
export function ProductView({ inventory }: { inventory: Inventory }) {
  const product = useResource(inventory.productId, getProduct);
  const siblings = useResource(inventory.productId, getSiblings);
  const details = product.status === 'success' ? product.data : null;

  useEffect(() => {
    trackProductView({ productId: inventory.productId, inventoryId: inventory.id });
  }, [inventory.productId, inventory.id]);

  usePageMeta({ title: inventory.name, description: details?.description || undefined });

  return (
    <article className="product-page">
      <Breadcrumbs categoryId={inventory.categoryId} current={inventory.name} />
      <div className="product-page__main">
        <ProductGallery images={inventory.images} name={inventory.name} />
        <div className="product-page__info">
          <p className="product-page__product">{inventory.productName}</p>
          <h1 className="product-page__title">{inventory.name}</h1>
          <p className="product-page__number">کد محصول: {toPersianDigits(inventory.productNumber)}</p>
          {siblings.status === 'success' && <VariantPicker current={inventory} siblings={siblings.data} />}
          <PurchaseBox inventory={inventory} />
          {details?.description && (
            <section className="product-page__description" aria-label="توضیحات">
              <h2>توضیحات</h2>
              <p>{details.description}</p>
            </section>
          )}
        </div>
      </div>
      <RelatedProducts
        productId={inventory.productId}
        kind="similar"
        title="محصولات مشابه"
        wanted={(details?.similarProductIds.length ?? 0) > 0}
      />
      <RelatedProducts
        productId={inventory.productId}
        kind="set"
        title="معمولاً با هم خریده می‌شوند"
        wanted={(details?.setProductIds.length ?? 0) > 0}
      />
    </article>
  );
}
