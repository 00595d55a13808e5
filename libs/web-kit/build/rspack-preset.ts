import { resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildManifestPlugin } from './build-manifest.plugin';
import { htmlPage } from './html-page';
import { PrecompressPlugin } from './precompress.plugin';
import type { DevSite } from './rspack-dev';
import { RUNTIME_CORE_FILE, runtimeCorePage } from './runtime-core-page';
import { scriptRule } from './script-rule';
import { SHARED, reactRouterDir, repoRoot } from './shared-modules';

/** Browsers the shop supports; all of them understand CSS logical properties and ES2022. */
const BROWSERS = ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15.4'];

export interface FederatedAppOptions {
  /** The app's folder (where its rspack.config.ts is). */
  dir: string;
  name: string;
  title: string;
  /** Remotes expose modules; the shell exposes none. */
  exposes?: Record<string, string>;
  /**
   * What the app's own server answers besides the built files (health, runtime config, which
   * paths are pages), so that `rspack serve` answers the same; a remote's site by default.
   */
  devSite?: (pageDir: string) => Promise<DevSite>;
  /** Files to use in place of the ones named (the font subset of `vazirmatnSubset`). */
  replace?: Record<string, string>;
}

function eagerly(shared: typeof SHARED): Record<string, object> {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]),
  );
}

/**
 * The rspack build of a frontend: the shell, or a remote (plus its standalone page's runtime).
 * `rspack build` gets the production build; `rspack serve` the same in development mode with hot
 * reload (see rspack-dev.ts).
 */
export function federatedApp(options: FederatedAppOptions) {
  return async (env: Record<string, unknown> = {}): Promise<Configuration[]> => {
    const app = appConfig(options);
    const production = options.exposes ? [app, runtimeCorePage(options.dir, options.name)] : [app];
    if (!env.RSPACK_SERVE) return production;
    const { developmentConfigs } = await import('./rspack-dev');
    return developmentConfigs(production, options);
  };
}

function appConfig({ dir, name, title, exposes, replace = {} }: FederatedAppOptions): Configuration {
  const isRemote = Boolean(exposes);
  return {
    name,
    mode: 'production',
    context: dir,
    target: ['web', 'es2022'],
    // zod is told first not to probe for `Function(…)`, which the pages' policy refuses.
    entry: { main: [resolve(__dirname, 'zod-jitless.ts'), './src/index.ts'] },
    output: {
      path: resolve(dir, 'dist'),
      // The shell serves deep links (/product/x), so its assets need absolute URLs; a remote's
      // URLs are relative to wherever its manifest was loaded from.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        // Source, not contracts' CommonJS build, so that unused exports (and zod) are dropped.
        '@ela/contracts$': resolve(repoRoot, 'libs/contracts/src/index.ts'),
        'react-router-full$': resolve(reactRouterDir, 'dist/production/index.mjs'),
        ...Object.fromEntries(Object.entries(replace).map(([from, to]) => [`${from}$`, to])),
      },
    },
    module: {
      rules: [
        scriptRule(false),
        // Contracts' modules only declare things; browser code takes a few helpers and types from them.
        { test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'assets/font.[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new BuildManifestPlugin(),
      new PrecompressPlugin(),
      new rspack.HtmlRspackPlugin({
        templateContent: htmlPage(title, isRemote ? [RUNTIME_CORE_FILE] : []),
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        // The shell provides the shared modules from its first file (eager): no async boundary to
        // wait for, no extra round trip before the app starts. Remotes take them from the shell.
        shared: isRemote ? SHARED : eagerly(SHARED),
        manifest: true,
        // Offline machines: no type fetching, no dev broker.
        dts: false,
        dev: false,
        experiments: {
          optimization: { target: 'web', disableRemote: isRemote },
          // One runtime core per page, the shell's; remotes use it (see runtime-core-page.ts).
          ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
        },
      }),
    ],
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // Logical properties (inline-start/end) carry the RTL layout: keep them as written.
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
      ],
    },
    // Maps are written for reading stack traces and measuring the bundles (bench), but the files do
    // not name them and the servers never send them (static-files.ts).
    devtool: 'hidden-source-map',
    performance: false,
  };
}
