import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { portFrom } from '../server/env';
import { remoteSiteFromEnv } from '../server/remote-server';
import { guarded, type Handler } from '../server/run-server';
import { PrecompressPlugin } from './precompress.plugin';
import { scriptRule } from './script-rule';

/** What a frontend's own server would answer that is not a built file, and on which port. */
export interface DevSite {
  port: number;
  handler: Handler;
}

interface DevApp {
  name: string;
  devSite?: (pageDir: string) => Promise<DevSite>;
}

/** Stands in for `react-refresh/runtime`, so that the shell and the remotes share one (see the file). */
const SHARED_REFRESH_RUNTIME = resolve(__dirname, 'react-refresh-runtime.cjs');

/**
 * `rspack serve`: the production build turned into a development one. Files are kept in memory and
 * change in the open page without a reload (hot module replacement with React Fast Refresh, also
 * for a remote's modules inside the shell); only the HTML page is written, to a folder of its own,
 * for the app's server code to answer page requests with. Everything else about the build (the
 * federation, the shared modules, the page) stays as in production.
 */
export async function developmentConfigs(production: Configuration[], app: DevApp): Promise<Configuration[]> {
  const [main, ...others] = production;
  const pageDir = mkdtempSync(join(tmpdir(), `ela-${app.name}-dev-`));
  process.once('exit', () => rmSync(pageDir, { recursive: true, force: true }));
  const site = await (app.devSite ?? remoteDevSite(app.name))(pageDir);
  const dev: Configuration = {
    ...main,
    mode: 'development',
    output: {
      ...main.output,
      path: pageDir,
      filename: '[name].js',
      chunkFilename: '[name].js',
      cssFilename: '[name].css',
      cssChunkFilename: '[name].css',
      assetModuleFilename: 'assets/[name][ext]',
      clean: false,
    },
    module: { ...main.module, rules: main.module?.rules?.map(withRefresh) },
    plugins: [
      // Brotli at quality 11 over every unminified file took most of each rebuild (18 of 20 s for
      // the shop on two cores); the dev server sends its files from memory and never those copies.
      ...(main.plugins ?? []).filter((plugin) => !(plugin instanceof PrecompressPlugin)),
      new ReactRefreshRspackPlugin({
        // One flag for every bundle of the page: the shared runtime hooks into React once.
        library: 'ela',
        forceEnable: true,
        exclude: [/[\\/]node_modules[\\/]/, SHARED_REFRESH_RUNTIME],
      }),
      new rspack.NormalModuleReplacementPlugin(
        /^react-refresh\/runtime$/,
        `${SHARED_REFRESH_RUNTIME}?${app.name}`,
      ),
    ],
    optimization: {},
    devtool: 'eval-cheap-module-source-map',
    // Lazy compilation leaves a remote's chunks waiting forever when the shell loads them.
    lazyCompilation: false,
    devServer: {
      port: site.port,
      hot: true,
      static: false,
      // The shell's page loads the remotes' files and hot updates from their dev servers.
      headers: { 'Access-Control-Allow-Origin': '*' },
      devMiddleware: { index: false, writeToDisk: (file: string) => basename(file) === 'index.html' },
      setupMiddlewares: (middlewares) => [
        ...middlewares,
        { name: `${app.name}-site`, middleware: guarded(site.handler) },
      ],
    },
  };
  // The standalone page's runtime core is served, not hot reloaded; it too stays out of `dist`.
  const rest = others.map((config): Configuration => ({
    ...config,
    mode: 'development',
    output: { ...config.output, path: pageDir },
    devServer: false,
  }));
  return [dev, ...rest];
}

type Rule = NonNullable<NonNullable<Configuration['module']>['rules']>[number];

function withRefresh(rule: Rule): Rule {
  return typeof rule === 'object' && rule?.loader === 'builtin:swc-loader' ? scriptRule(true) : rule;
}

/** A remote's dev server answers its health check and runtime config as its site server does. */
function remoteDevSite(name: string) {
  return async (pageDir: string): Promise<DevSite> => {
    // `npm run dev` always sets it; the remote's default port is its production server's to know.
    if (!process.env.PORT) throw new Error(`PORT is not set: the port ${name}'s dev server listens on`);
    return remoteSiteFromEnv(name, portFrom(process.env.PORT, 0), pageDir, process.env, true);
  };
}
