import { useState } from 'react';
import { uploadShare } from '@ela/web-kit';

export type ProgressListener = (event: { loaded: number; total?: number; progress?: number }) => void;

/**
 * One upload at a time with its progress (0–1) for a progress bar. `track` passes the listener to
 * give axios as `onUploadProgress` and rejects as the request does (for forms, whose field problems
 * come from the failure); `run` resolves with undefined instead, the HTTP client having told why.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);

  async function track<T>(send: (onProgress: ProgressListener) => Promise<T>): Promise<T> {
    setProgress(0);
    try {
      return await send((event) => setProgress(uploadShare(event)));
    } finally {
      setProgress(null);
    }
  }

  async function run<T>(send: (onProgress: ProgressListener) => Promise<T>): Promise<T | undefined> {
    return track(send).catch(() => undefined);
  }

  return { uploading: progress !== null, progress, track, run };
}
