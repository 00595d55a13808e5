import {
  SUBJECTS,
  tomanPercentOf,
  type Category,
  type Color,
  type Design,
  type Product,
  type UploadedImage,
} from '@ela/contracts';
import type { MediaStore } from '@ela/media';
import { SYSTEM_ADMIN, type ServiceClient } from '@ela/stack';
import { DEMO_CATEGORIES, DEMO_COLORS, DEMO_DESIGNS, DEMO_PRODUCTS, type DemoDesign } from './demo-catalog';
import { catalogPictures, restorePictures, seedPicture } from './seed-pictures';
import { storeImage } from './stored-image';

const c = SUBJECTS.catalog;

/**
 * Loads the demo catalog into an empty catalog. A catalog with categories in it is left alone, but
 * if it is the demo's, any of its pictures the media store has lost is drawn again.
 */
export async function seedCatalog(client: ServiceClient, media: MediaStore): Promise<number> {
  const existing = await client.request<Category[]>(c.categories.mains, {});
  if (existing.some((category) => category.name === DEMO_CATEGORIES[0].name)) {
    const redrawn = await restorePictures(media, catalogPictures());
    if (redrawn)
      console.log(`the media store had lost ${redrawn} of the demo catalog's pictures: drew them again`);
  }
  if (existing.length) return 0;
  const as = <T>(subject: string, part: Parameters<ServiceClient['request']>[1]) =>
    client.request<T>(subject, part, SYSTEM_ADMIN);
  const store = (png: Buffer): Promise<UploadedImage> => storeImage(media, png);

  const subcategories = new Map<string, string>();
  for (const [i, main] of DEMO_CATEGORIES.entries()) {
    const parent = await as<Category>(c.categories.create, {
      body: {
        name: main.name,
        description: main.description,
        order: i,
        upload: await store(await seedPicture.poster(i, 'desktop')),
      },
    });
    await as(c.categories.setPoster, {
      params: { id: parent.id, variant: 'mobile' },
      body: { upload: await store(await seedPicture.poster(i, 'mobile')) },
    });
    for (const [j, name] of main.children.entries()) {
      const child = await as<Category>(c.categories.create, {
        body: { name, parentId: parent.id, order: j },
      });
      subcategories.set(name, child.id);
    }
  }

  const colors: Color[] = [];
  for (const color of DEMO_COLORS) colors.push(await as<Color>(c.colors.create, { body: color }));
  const designs = new Map<DemoDesign, Design>();
  for (const name of DEMO_DESIGNS) {
    designs.set(
      name,
      await as<Design>(c.designs.create, {
        body: { name, upload: await store(await seedPicture.design(name)) },
      }),
    );
  }

  const swatches = new Map<string, string>();
  const swatch = async (color: Color, design: DemoDesign) => {
    const id = `${color.hex}:${design}`;
    if (!swatches.has(id)) swatches.set(id, (await store(await seedPicture.swatch(color.hex, design))).key);
    return swatches.get(id)!;
  };

  const created: { product: Product; category: string }[] = [];
  let inventories = 0;
  for (const [i, demo] of DEMO_PRODUCTS.entries()) {
    const product = await as<Product>(c.products.create, {
      body: {
        name: demo.name,
        description: demo.description,
        categoryId: subcategories.get(demo.category),
        unitType: demo.unitType,
      },
    });
    created.push({ product, category: demo.category });
    const perDesign = demo.designs.length > 1 ? 2 : 4;
    for (const [d, designName] of demo.designs.entries()) {
      for (let k = 0; k < perDesign; k++) {
        const color = colors[(i * 5 + d * 3 + k * 2) % colors.length];
        const n = inventories++;
        // Prices and sale prices are whole Toman (catalog/money.ts), so percentages round down.
        const price = demo.price + (k % 3) * tomanPercentOf(demo.price, 5);
        const inventory = await as<{ id: string }>(c.inventories.create, {
          body: {
            productId: product.id,
            name:
              demo.designs.length > 1
                ? `${demo.name} ${designName} ${color.name}`
                : `${demo.name} ${color.name}`,
            colorId: color.id,
            designId: designs.get(designName)!.id,
            price,
            // Every fourth is on sale at 15% off; every eleventh has run out.
            salePrice: n % 4 === 0 ? price - tomanPercentOf(price, 15) : null,
            stock: n % 11 === 0 ? 0 : demo.unitType === 'count' ? 200 : 40 + (n % 7) * 10,
          },
        });
        await as(c.inventories.addImage, {
          params: { id: inventory.id },
          body: { upload: { key: await swatch(color, designName), width: 800, height: 800 } },
        });
      }
    }
  }

  // Similar: others in the same subcategory. Set: fabrics sold with notions.
  const notions = created.filter((p) => p.product.unitType === 'count').map((p) => p.product.id);
  for (const [i, { product, category }] of created.entries()) {
    const similar = created
      .filter((p) => p.category === category && p.product.id !== product.id)
      .slice(0, 4)
      .map((p) => p.product.id);
    const set =
      product.unitType === 'count' ? [] : [notions[i % notions.length], notions[(i + 3) % notions.length]];
    await as(c.products.update, {
      params: { id: product.id },
      body: { similarProductIds: similar, setProductIds: [...new Set(set)] },
    });
  }
  return inventories;
}
