import type { Client } from 'pg';

/** The seed's inventory names end in one of these colours and a number (tools/src/seed/seed-large.ts). */
const COLOURS: [string, string][] = [
  ['سفید', '#ffffff'],
  ['مشکی', '#000000'],
  ['سرمه ای', '#1f2a44'],
  ['زرشکی', '#7b1e2b'],
  ['یشمی', '#719c95'],
  ['کرم', '#f3e5c0'],
  ['طوسی', '#8a8d91'],
];
const MAINS = 4;
const SUBS_PER_MAIN = 3;

export interface ListingCatalog {
  /** The seed's category, now the root of the others. */
  root: string;
  mains: string[];
  leaves: string[];
  colours: string[];
}

/**
 * The large seed puts every product in one category and no inventory in a colour, so a category
 * or colour filter would match everything or nothing. Before the catalog reads it, this spreads
 * the products over a tree (the seed's category, 4 main categories under it, 3 below each) and
 * gives each inventory the colour its name carries, as a shop's data would be.
 */
export async function shapeListingCatalog(db: Client): Promise<ListingCatalog> {
  const [{ id: root }] = (await db.query('SELECT id FROM category ORDER BY created_at LIMIT 1')).rows;
  const mains: string[] = [];
  const leaves: string[] = [];
  const add = async (name: string, parent: string, order: number): Promise<string> => {
    const { rows } = await db.query(
      `INSERT INTO category (parent_id, name, search_text, sort_order) VALUES ($1, $2, $2, $3) RETURNING id`,
      [parent, name, order],
    );
    return rows[0].id as string;
  };
  for (let m = 1; m <= MAINS; m++) {
    const main = await add(`گروه ${m}`, root, m);
    mains.push(main);
    for (let s = 1; s <= SUBS_PER_MAIN; s++) leaves.push(await add(`گروه ${m} بخش ${s}`, main, s));
  }
  await db.query(
    `UPDATE product p SET category_id = ($1::uuid[])[1 + (n.r % $2)]
     FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS r FROM product) n WHERE n.id = p.id`,
    [leaves, leaves.length],
  );
  const colours: string[] = [];
  for (const [name, hex] of COLOURS) {
    const { rows } = await db.query(
      'INSERT INTO color (name, hex, search_text) VALUES ($1, $2, $1) RETURNING id',
      [name, hex],
    );
    colours.push(rows[0].id as string);
  }
  await db.query(
    `UPDATE inventory i SET color_id = c.id FROM color c WHERE i.name ~ (' ' || c.name || ' [0-9]+$')`,
  );
  await db.query('ANALYZE product; ANALYZE inventory; ANALYZE category');
  return { root, mains, leaves, colours };
}
