import { MISSING_IMAGE_SRC, showPlaceholdersForMissingImages } from './missing-images';

function failedImage(src: string, srcset?: string): HTMLImageElement {
  const image = document.createElement('img');
  image.src = src;
  if (srcset) image.srcset = srcset;
  document.body.append(image);
  image.dispatchEvent(new Event('error'));
  return image;
}

describe('pictures that cannot be loaded', () => {
  let stop: () => void;
  beforeEach(() => (stop = showPlaceholdersForMissingImages()));
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('show the shop’s placeholder when a stored picture is gone, from any host, in any size', () => {
    const key = 'dddddddddddddddddddddddd';
    const image = failedImage(
      `https://api.ela.test/media/${key}-large.webp`,
      `https://api.ela.test/media/${key}-card.webp 480w`,
    );
    expect(image.src).toBe(MISSING_IMAGE_SRC);
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.dataset.missing).toBe('true');
  });

  it('leave other images alone: a preview of a chosen file, a picture elsewhere', () => {
    expect(failedImage('blob:https://ela.test/5b0c1d2e').src).toBe('blob:https://ela.test/5b0c1d2e');
    expect(failedImage('https://cdn.example/logo.png').src).toBe('https://cdn.example/logo.png');
  });

  it('stops when told', () => {
    stop();
    const src = 'https://api.ela.test/media/dddddddddddddddddddddddd-thumb.webp';
    expect(failedImage(src).src).toBe(src);
  });
});
