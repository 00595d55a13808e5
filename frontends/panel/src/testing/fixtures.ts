import type { Color, Design, Page, Product, VersionedInventory } from '@ela/contracts';

export const PRODUCT_ID = '2f1c7a4e-8b1d-4c3a-9e2f-0a1b2c3d4e5f';
export const CATEGORY_ID = '7d2e9f10-3c4b-4a5d-8e6f-1a2b3c4d5e6f';

export const page = <T>(items: T[], total = items.length, pageNo = 1, limit = 20): Page<T> => ({
  items,
  total,
  page: pageNo,
  limit,
});

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: PRODUCT_ID,
    name: 'مخمل کبریتی',
    description: '',
    categoryId: CATEGORY_ID,
    categoryName: 'پارچه',
    unitType: 'half_meter',
    minPrice: 2_450_000,
    onSale: false,
    image: null,
    similarProductIds: [],
    setProductIds: [],
    inventoryName: null,
    createdAt: '2025-03-21T10:00:00Z',
    updatedAt: '2025-03-21T10:00:00Z',
    deletedAt: null,
    ...overrides,
  };
}

export const image = (key: string) => ({
  key,
  urls: {
    thumb: `/media/${key}-thumb.webp`,
    card: `/media/${key}-card.webp`,
    large: `/media/${key}-large.webp`,
  },
});

export function inventory(overrides: Partial<VersionedInventory> = {}): VersionedInventory {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    productId: PRODUCT_ID,
    productName: 'مخمل کبریتی',
    unitType: 'half_meter',
    categoryId: CATEGORY_ID,
    name: 'مخمل کبریتی سرمه‌ای',
    productNumber: 1001,
    color: null,
    design: null,
    price: 2_450_000,
    salePrice: null,
    onSale: false,
    effectivePrice: 2_450_000,
    stock: 8,
    stockVersion: 0,
    images: [],
    createdAt: '2025-03-21T10:00:00Z',
    updatedAt: '2025-03-21T10:00:00Z',
    deletedAt: null,
    ...overrides,
  };
}

export const color: Color = {
  id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  name: 'سرمه‌ای',
  hex: '#1f2a44',
  createdAt: '2025-03-21T10:00:00Z',
  updatedAt: '2025-03-21T10:00:00Z',
};

export const design: Design = {
  id: '1c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f',
  name: 'چهارخانه',
  image: null,
  createdAt: '2025-03-21T10:00:00Z',
  updatedAt: '2025-03-21T10:00:00Z',
};
