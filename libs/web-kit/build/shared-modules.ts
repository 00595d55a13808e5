import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../../..');
export const reactRouterDir = resolve(repoRoot, 'node_modules/react-router');
const reactRouterVersion: string = JSON.parse(
  readFileSync(resolve(reactRouterDir, 'package.json'), 'utf8'),
).version;

/**
 * One instance of each across shell and remotes: React needs a single copy, the router a single
 * context, and web-kit's stores and HTTP client must be evaluated once.
 */
export const SHARED = {
  react: { singleton: true },
  'react/jsx-runtime': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/client': { singleton: true },
  // Shared through a curated entry (see react-router.shared.ts), so its version is stated here.
  'react-router': {
    singleton: true,
    import: resolve(__dirname, 'react-router.shared.ts'),
    version: reactRouterVersion,
    requiredVersion: '~7.18.0',
  },
  zustand: { singleton: true },
  '@ela/web-kit': { singleton: true },
};
