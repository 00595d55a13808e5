import { seedLarge } from './seed-large';

/** `npm run seed:large`: 100,000 inventories into the catalog database named by DATABASE_URL. */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ela_catalog';
const started = Date.now();
seedLarge(url)
  .then(() =>
    console.log(
      `seeded 20,000 products and 100,000 inventories in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
