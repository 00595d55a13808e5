const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script to the page once per address and waits for it; a failed load is
 * removed and forgotten, so a later try starts over.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`${src} did not load`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, load);
  return load;
}
