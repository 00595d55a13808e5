import type { Inventory, Product, UnitType } from '@ela/contracts';

/** What one price is for, in UN/CEFACT units: one item, or half a meter, or a meter of fabric. */
const REFERENCE_QUANTITY: Record<UnitType, { value: number; unitCode: string }> = {
  count: { value: 1, unitCode: 'C62' },
  half_meter: { value: 0.5, unitCode: 'MTR' },
  meter: { value: 1, unitCode: 'MTR' },
};

export interface Crumb {
  name: string;
  url: string;
}

/**
 * schema.org Product of one inventory (a colour or design of a product): its price in Rials
 * (IRR, as the API keeps it) per unit step, the sale price when on sale, and whether it is in stock.
 */
export function productJsonLd(
  inventory: Inventory,
  product: Product | null,
  url: string,
  imageUrls: string[],
): object {
  const price = {
    '@type': 'UnitPriceSpecification',
    price: inventory.effectivePrice,
    priceCurrency: 'IRR',
    referenceQuantity: { '@type': 'QuantitativeValue', ...REFERENCE_QUANTITY[inventory.unitType] },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: inventory.name,
    ...(product?.description ? { description: product.description } : {}),
    sku: String(inventory.productNumber),
    ...(imageUrls.length ? { image: imageUrls } : {}),
    ...(inventory.color ? { color: inventory.color.name } : {}),
    ...(inventory.design ? { pattern: inventory.design.name } : {}),
    ...(product?.categoryName ? { category: product.categoryName } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: inventory.effectivePrice,
      priceCurrency: 'IRR',
      priceSpecification: price,
      availability: inventory.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** schema.org BreadcrumbList: the trail from the home page to this one. */
export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
