import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, imageFileProblem, uploadShare } from './image-file';

describe('image files', () => {
  it('takes JPEG, PNG, WebP and AVIF up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/avif', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 1000 })).toBe(IMAGE_MESSAGES.type);
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_MESSAGES.size);
  });

  it('reads the share sent from an upload progress event', () => {
    expect(uploadShare({ loaded: 50, total: 200 })).toBe(0.25);
    expect(uploadShare({ loaded: 50, total: 200, progress: 0.3 })).toBe(0.3);
    expect(uploadShare({ loaded: 50 })).toBe(0);
    expect(uploadShare({ loaded: 300, total: 200 })).toBe(1);
  });
});
