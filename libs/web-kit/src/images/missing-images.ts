import { mediaPathOf } from '@ela/contracts';

/**
 * The shop's picture for one that is gone: its mark on the light brand colour, drawn inline so it
 * needs no request of its own (the page policy allows `data:` images).
 */
export const MISSING_IMAGE_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">' +
    '<rect width="120" height="120" fill="#e6efec"/>' +
    '<text x="60" y="78" font-size="56" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#5f8f86">ا</text>' +
    '</svg>',
)}`;

/** Whether an image address is one of the shop's stored pictures, on whichever host serves them. */
function isStoredPicture(src: string): boolean {
  try {
    return mediaPathOf(new URL(src, document.baseURI).pathname) !== null;
  } catch {
    return false;
  }
}

/**
 * Every stored picture that fails to load (deleted, or the media store and the database disagree)
 * shows the placeholder instead of a broken image: one listener for the whole page, so pictures in
 * an article's HTML are covered as well as the components'. Load errors do not bubble, hence the
 * capture phase. Returns the function that stops it.
 */
export function showPlaceholdersForMissingImages(root: Document = document): () => void {
  const onError = (event: Event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement) || !isStoredPicture(image.currentSrc || image.src)) return;
    image.removeAttribute('srcset');
    image.src = MISSING_IMAGE_SRC;
    image.dataset.missing = 'true';
  };
  root.addEventListener('error', onError, true);
  return () => root.removeEventListener('error', onError, true);
}
