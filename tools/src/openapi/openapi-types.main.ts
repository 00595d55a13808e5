import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { apiDocument, apiTypes } from './openapi-types';

/**
 * `npm run openapi:types`: writes the API document to var/openapi/openapi.json and the types a
 * generated client would use to var/openapi/api.d.ts, which tools/openapi-client then compiles
 * against: a document that openapi-typescript cannot turn into working types fails the typecheck.
 */
const OUT = resolve(__dirname, '../../../var/openapi');

async function main() {
  const document = apiDocument();
  mkdirSync(OUT, { recursive: true });
  const files = {
    'openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'api.d.ts': await apiTypes(document),
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(resolve(OUT, name), text);
    console.log(`wrote ${relative(process.cwd(), resolve(OUT, name))}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
