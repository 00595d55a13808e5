import type { ApiClient, ApiResponse } from '@ela/stack';
import type { Known } from './values';

const ok = <T>(what: string, res: ApiResponse<T>): T => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/**
 * A few real rows (a category, product, inventory with an image, colour, design, a customer's
 * address, a blog category with a published article and a toddler waiting for review), so fuzzed
 * ids and names sometimes hit something and writes reach SQL.
 */
export async function makeKnownRows(admin: ApiClient, customer: ApiClient, png: Buffer): Promise<Known> {
  const tag = Math.random().toString(36).slice(2, 8);
  const category = ok('category', await admin.upload('POST', '/categories', { name: `فاز ${tag}` }));
  const product = ok(
    'product',
    await admin.call('POST', '/products/create-one', {
      name: `مخمل فاز ${tag}`,
      categoryId: category.id,
      unitType: 'meter',
    }),
  );
  const color = ok(
    'color',
    await admin.call('POST', '/products/colors', { name: `رنگ ${tag}`, hex: '#1f2a5a' }),
  );
  const design = ok('design', await admin.upload('POST', '/products/designs', { name: `طرح ${tag}` }, png));
  const inventory = ok(
    'inventory',
    await admin.call('POST', '/products/inventory', {
      productId: product.id,
      name: `مخمل فاز ${tag} سرمه‌ای`,
      price: 1_000_000,
      stock: 10,
      colorId: color.id,
      designId: design.id,
    }),
  );
  const withImage = ok(
    'image',
    await admin.upload('POST', `/products/inventory/upload-image/${inventory.id}`, {}, png),
  );
  const provinces = ok('provinces', await customer.call('GET', '/address/provinces'));
  const cities = ok('cities', await customer.call('GET', `/address/cities/${provinces[0].id}`));
  const address = ok(
    'address',
    await customer.call('POST', '/address', {
      title: 'خانه',
      receiverName: 'آزمون فاز',
      receiverPhone: '09120000001',
      provinceId: provinces[0].id,
      cityId: cities[0].id,
      street: 'خیابان آزادی، کوچهٔ یکم',
      postalCode: '1234567890',
    }),
  );
  const blogCategory = ok(
    'blog category',
    await admin.call('POST', '/blog/category', { name: `بلاگ ${tag}` }),
  );
  const article = ok(
    'article',
    await admin.upload(
      'POST',
      '/blog',
      { title: `مقاله فاز ${tag}`, categoryId: blogCategory.id, author: 'فاز', status: 'published' },
      png,
    ),
  );
  const toddler = ok(
    'toddler',
    await customer.upload('POST', '/toddler', { name: 'ریحانه', ageMonths: '20' }, png),
  );
  return {
    ids: [
      category.id,
      product.id,
      color.id,
      design.id,
      inventory.id,
      address.id,
      blogCategory.id,
      article.id,
      toddler.id,
    ],
    names: [product.name, inventory.name, article.title, toddler.name],
    imageKeys: withImage.images.map((i: { key: string }) => i.key),
  };
}
