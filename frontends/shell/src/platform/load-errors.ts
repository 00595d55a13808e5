/** A script or stylesheet of a remote (or of the shell) failed to download. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed|ScriptExternalLoadError|RUNTIME-008/.test(error.message)
  );
}

/** The remote's manifest could not be fetched: its server is down, and reloading will not help. */
export function isManifestMissing(error: unknown): boolean {
  return error instanceof Error && error.message.includes('RUNTIME-003');
}
