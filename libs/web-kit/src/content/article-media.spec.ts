import { articleHtmlForDisplay, articleHtmlForStorage } from './article-media';

const API = 'https://api.ela.test';
const stored = '<p>پرده</p><p><img src="/media/0123456789abcdef01234567-large.webp" alt="x" /></p>';

describe('article media addresses', () => {
  it('points stored images at the API for display, and back again for storage', () => {
    const shown = articleHtmlForDisplay(stored, API);
    expect(shown).toContain(`src="${API}/media/0123456789abcdef01234567-large.webp"`);
    expect(articleHtmlForStorage(shown, API)).toBe(stored);
  });

  it('leaves images of other hosts for the service to refuse', () => {
    const foreign = '<img src="https://evil.example/media/a-large.webp">';
    expect(articleHtmlForStorage(foreign, API)).toBe(foreign);
    expect(articleHtmlForDisplay(foreign, API)).toBe(foreign);
  });
});
