import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface Piece {
  name: string;
  /** Its own code gzipped alone at level 9, so the pieces add up to a little more than the file. */
  gzip: number;
  minified: number;
}

/** What a piece of code is: its package, our workspace, or the bundler's glue. */
function pieceOf(source: string | null): string {
  if (!source) return '(bundler runtime and glue)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged) return packaged[1];
  if (source.startsWith('data:')) return '(module federation bootstrap)';
  const library = /libs\/[^/]+/.exec(source);
  if (library) return library[0];
  const app = /webpack:\/\/([^/]+)/.exec(source);
  return app ? `frontends/${app[1]}` : source;
}

/**
 * Splits a built script by the sources its map names, attributing every generated character to
 * the source of the mapping it falls under: what each package costs in the file as shipped.
 */
export function scriptPieces(file: string): Piece[] {
  if (!existsSync(`${file}.map`)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
  const mappings: { line: number; column: number; source: string | null }[] = [];
  map.eachMapping((m) =>
    mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const code = new Map<string, string[]>();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const line = lines[m.line - 1] ?? '';
    const text = line.slice(m.column, next?.line === m.line ? next.column : line.length);
    const name = pieceOf(m.source);
    code.set(name, [...(code.get(name) ?? []), text]);
  });
  return [...code]
    .map(([name, parts]) => {
      const text = parts.join('');
      return { name, gzip: gzipSync(text, { level: 9 }).length, minified: Buffer.byteLength(text) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
