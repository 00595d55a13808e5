import { useEffect, useMemo } from 'react';

/** A temporary address for a chosen file, to preview it before upload; released when it changes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
