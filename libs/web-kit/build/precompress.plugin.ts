import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

const TEXT = /\.(js|mjs|css|json|svg|html|txt)$/;
/** Below this, compressing saves less than the header that says so. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of every text file of the
 * build, so the servers send compressed files without compressing them on a customer's request.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT.test(name)) continue;
            const source = compilation.getAsset(name)!.source.buffer();
            if (source.length < MIN_BYTES) continue;
            const br = brotliCompressSync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gzipSync(source, { level: 9 })));
          }
        },
      );
    });
  }
}
