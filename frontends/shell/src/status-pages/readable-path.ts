/** How an address is shown to people: /product/%D9%BE… is shown as /product/پ…. */
const MAX_SHOWN = 80;

/**
 * An address decoded for display, shortened when long; null when it cannot be decoded (a broken
 * percent sign), since percent-encoding is never shown to customers.
 */
export function readablePath(pathname: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Control characters could reorder or hide the text around them.
  text = text.replace(/[\p{Cc}\p{Cf}]/gu, '');
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}
