import { isChunkLoadError, isManifestMissing } from './load-errors';

function named(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

describe('load errors', () => {
  it('recognises failed chunk and remote entry downloads', () => {
    expect(isChunkLoadError(named('ChunkLoadError', 'Loading chunk 870 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 957 failed.\n(/957.css)'))).toBe(true);
    expect(
      isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('recognises a missing manifest, which a reload cannot fix', () => {
    expect(isManifestMissing(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'))).toBe(
      true,
    );
    expect(isManifestMissing(named('ChunkLoadError', 'Loading chunk 870 failed.'))).toBe(false);
  });
});
