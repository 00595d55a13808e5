import { VAZIRMATN, vazirmatnSubset } from '../../libs/web-kit/build/font-subset';
import { federatedApp } from '../../libs/web-kit/build/rspack-preset';

export default async (env: Record<string, unknown> = {}) =>
  federatedApp({
    dir: __dirname,
    name: 'shell',
    title: 'فروشگاه اِلا',
    replace: { [VAZIRMATN]: await vazirmatnSubset() },
    // In development the dev server answers as the shell's server does: the same screens, 404s and config.
    devSite: async (pageDir) => {
      const { loadConfig } = await import('./server/config');
      const { shellHandler } = await import('./server/shell-handler');
      const config = { ...loadConfig(), distDir: pageDir, development: true };
      return { port: config.port, handler: shellHandler(config) };
    },
  })(env);
