import { createHash } from 'node:crypto';
import { rspack, type Compiler } from '@rspack/core';

export const BUILD_MANIFEST_FILE = 'build-manifest.json';

/**
 * Writes `build-manifest.json`: a version that changes whenever any emitted file does (it hashes
 * the content-hashed file names). The shell polls it, and each remote's, to tell people a new
 * version is out.
 */
export class BuildManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const names = Object.keys(assets)
            .filter((name) => !name.endsWith('.map'))
            .sort();
          const hash = createHash('sha256');
          for (const name of names)
            hash.update(name).update(compilation.getAsset(name)?.info.contenthash?.toString() ?? '');
          const version = hash.digest('hex').slice(0, 16);
          compilation.emitAsset(
            BUILD_MANIFEST_FILE,
            new rspack.sources.RawSource(JSON.stringify({ version })),
          );
        },
      );
    });
  }
}
