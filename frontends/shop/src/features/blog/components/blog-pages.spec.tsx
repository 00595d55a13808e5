import { fireEvent, screen, within } from '@testing-library/react';
import type { BlogArticle, BlogArticleSummary, BlogCategory } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { page } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

const STAMP = '2025-03-21T10:00:00.000Z';
const SEWING = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';
const poster = (key: string) => ({
  key,
  urls: {
    thumb: `/media/${key}-thumb.webp`,
    card: `/media/${key}-card.webp`,
    large: `/media/${key}-large.webp`,
  },
});
const category: BlogCategory = {
  id: SEWING,
  name: 'آموزش دوخت',
  description: '',
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
};

function summary(title: string, extra: Partial<BlogArticleSummary> = {}): BlogArticleSummary {
  return {
    id: `${title}-id`,
    title,
    summary: `دربارهٔ ${title}`,
    category: { id: SEWING, name: category.name },
    author: 'تیم اِلا',
    poster: poster('cccccccccccccccccccccccc'),
    status: 'published',
    story: false,
    publishedAt: STAMP,
    readingMinutes: 4,
    createdAt: STAMP,
    updatedAt: STAMP,
    deletedAt: null,
    ...extra,
  };
}

const article = (title: string, content: string): BlogArticle => ({
  ...summary(title),
  content,
  contentImages: [],
});

afterEach(() => {
  http.defaults.baseURL = undefined;
});

describe('the blog', () => {
  it('lists the newest articles with their categories, and narrows to one category', async () => {
    const api = fakeApi({
      'GET /blog/category/all': { status: 200, data: [category] },
      'GET /blog/all': (request) => ({
        status: 200,
        data: page([summary(request.params.categoryId ? 'الگوی دامن' : 'پردهٔ کتان')]),
      }),
    });
    renderShop('/blog');
    const card = await screen.findByTestId('article-card');
    expect(card).toHaveTextContent('پردهٔ کتان');
    expect(card).toHaveTextContent('۴ دقیقه مطالعه');
    expect(card).toHaveTextContent('۱ فروردین ۱۴۰۴');
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      `/blog/${encodeURIComponent('پردهٔ کتان')}`,
    );

    fireEvent.click(await screen.findByRole('link', { name: 'آموزش دوخت' }));
    expect(await screen.findByText('الگوی دامن')).toBeInTheDocument();
    expect(api.to('GET /blog/all').map((r) => r.params)).toEqual([
      { page: 1, limit: 12 },
      { page: 1, limit: 12, categoryId: SEWING },
    ]);
    expect(screen.getByRole('link', { name: 'آموزش دوخت' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches with what was typed, Arabic letters and all, and says when nothing matched', async () => {
    const api = fakeApi({
      'GET /blog/category/all': { status: 200, data: [] },
      'GET /blog/all': { status: 200, data: page([]) },
      [`GET /blog/search/${encodeURIComponent('كتان')}`]: { status: 200, data: page([summary('پردهٔ کتان')]) },
      [`GET /blog/search/${encodeURIComponent('zzz')}`]: { status: 200, data: page([]) },
    });
    renderShop('/blog');
    expect(await screen.findByText('هنوز مقاله‌ای اینجا نیست')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'جستجو در بلاگ' }), {
      target: { value: ' كتان ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(await screen.findByRole('heading', { name: 'نتیجهٔ جستجو برای «كتان»' })).toBeInTheDocument();
    expect(await screen.findByText('۱ مقاله پیدا شد')).toBeInTheDocument();
    expect(api.to(`GET /blog/search/${encodeURIComponent('كتان')}`)).toHaveLength(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'جستجو در بلاگ' }), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(await screen.findByText('مقاله‌ای پیدا نشد')).toBeInTheDocument();
  });

  it('shows an article with its poster, byline, Jalali date, text images from the API and related articles', async () => {
    http.defaults.baseURL = 'https://api.ela.test';
    const title = 'دوخت پردهٔ کتان';
    const shown = article(
      title,
      '<h2>برش</h2><p>پارچه را بُرش بزنید.</p><p><img src="/media/dddddddddddddddddddddddd-large.webp" alt="پردهٔ دوخته" /></p>',
    );
    fakeApi({
      [`GET /blog/byTitle/${encodeURIComponent(title)}`]: { status: 200, data: shown },
      [`GET /blog/articles/${shown.id}/1/4`]: { status: 200, data: page([summary('الگوی دامن')]) },
    });
    renderShop(`/blog/${encodeURIComponent(title)}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('تیم اِلا')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'برش' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'پردهٔ دوخته' })).toHaveAttribute(
      'src',
      'https://api.ela.test/media/dddddddddddddddddddddddd-large.webp',
    );
    const related = await screen.findByRole('region', { name: 'مقاله‌های مرتبط' });
    expect(related).toHaveTextContent('الگوی دامن');
    // The browser's tab names the article.
    expect(document.title).toContain(title);
  });

  it('says so when the article does not exist', async () => {
    fakeApi({});
    renderShop(`/blog/${encodeURIComponent('نیست')}`);
    expect(await screen.findByText('این مقاله پیدا نشد')).toBeInTheDocument();
  });

  it('shows the story at /ela-story', async () => {
    fakeApi({
      'GET /blog/story': { status: 200, data: article('داستان اِلا', '<p>از یک چرخ خیاطی شروع شد.</p>') },
    });
    renderShop('/ela-story');
    expect(await screen.findByText('از یک چرخ خیاطی شروع شد.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'مقاله‌های مرتبط' })).not.toBeInTheDocument();
  });

  it('says the story is coming while none is published', async () => {
    fakeApi({});
    renderShop('/ela-story');
    expect(await screen.findByText('داستان اِلا به‌زودی')).toBeInTheDocument();
  });
});
