import { resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import { repoRoot } from './shared-modules';

/** The global through which a remote built with `externalRuntime` finds Module Federation's runtime. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
export const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/**
 * A remote leaves Module Federation's runtime core to the shell that loads it (one copy per page,
 * about 17 KB less for every remote). Its standalone page has no shell, so this small build puts
 * the same runtime core on the global the remote reads, for that page only.
 */
export function runtimeCorePage(dir: string, after: string): Configuration {
  return {
    name: `${after}-runtime-core`,
    dependencies: [after],
    mode: 'production',
    target: ['web', 'es2022'],
    entry: { runtime: resolve(repoRoot, 'node_modules/@module-federation/runtime-core/dist/index.js') },
    output: {
      path: resolve(dir, 'dist'),
      filename: RUNTIME_CORE_FILE,
      library: { type: 'window', name: RUNTIME_CORE_GLOBAL },
      clean: false,
    },
    devtool: false,
  };
}
