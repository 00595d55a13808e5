import type { CategoryNode, Inventory, Page, Product } from '@ela/contracts';

const STAMP = '2025-03-21T10:00:00.000Z';
const image = (key: string) => ({
  key,
  urls: {
    thumb: `/media/${key}-thumb.webp`,
    card: `/media/${key}-card.webp`,
    large: `/media/${key}-large.webp`,
  },
});

export const ids = {
  category: '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f',
  product: '5dd47457-b083-4b70-8973-ef0b9ac1b6a0',
  inventory: '33eb69ab-dfd9-4258-b5c0-52bdf6f67c0b',
};

export function product(name: string, extra: Partial<Product> = {}): Product {
  return {
    id: `${name}-id`,
    name,
    description: `${name}، نرم و خنک`,
    categoryId: ids.category,
    categoryName: 'نخی و کتان',
    unitType: 'meter',
    minPrice: 1_250_000,
    onSale: false,
    image: image('aaaaaaaaaaaaaaaaaaaaaaaa'),
    similarProductIds: [],
    setProductIds: [],
    inventoryName: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    deletedAt: null,
    ...extra,
  };
}

export function inventory(name: string, extra: Partial<Inventory> = {}): Inventory {
  return {
    id: `${name}-id`,
    productId: ids.product,
    productName: 'پارچه کتان',
    unitType: 'half_meter',
    categoryId: ids.category,
    name,
    productNumber: 10049,
    color: null,
    design: null,
    price: 2_450_000,
    salePrice: null,
    onSale: false,
    effectivePrice: 2_450_000,
    stock: 8,
    images: [image('bbbbbbbbbbbbbbbbbbbbbbbb'), image('cccccccccccccccccccccccc')],
    createdAt: STAMP,
    updatedAt: STAMP,
    deletedAt: null,
    ...extra,
  };
}

export function category(name: string, extra: Partial<CategoryNode> = {}): CategoryNode {
  return {
    id: ids.category,
    parentId: null,
    name,
    description: '',
    order: 0,
    posters: { desktop: null, mobile: image('dddddddddddddddddddddddd') },
    createdAt: STAMP,
    updatedAt: STAMP,
    deletedAt: null,
    children: [],
    ...extra,
  };
}

export function page<T>(items: T[], extra: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, limit: 20, ...extra };
}
