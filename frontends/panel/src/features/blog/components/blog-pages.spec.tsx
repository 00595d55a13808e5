import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BlogArticleSummary, BlogCategory } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { image, page } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const STAMP = '2025-03-21T10:00:00Z';
const category: BlogCategory = {
  id: '7d2e9f10-3c4b-4a5d-8e6f-1a2b3c4d5e6f',
  name: 'آموزش دوخت',
  description: '',
  order: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
};
const article = (title: string, extra: Partial<BlogArticleSummary> = {}): BlogArticleSummary => ({
  id: '2f1c7a4e-8b1d-4c3a-9e2f-0a1b2c3d4e5f',
  title,
  summary: '',
  category: { id: category.id, name: category.name },
  author: 'تیم اِلا',
  poster: image('cccccccccccccccccccccccc'),
  status: 'draft',
  story: false,
  publishedAt: null,
  readingMinutes: 2,
  createdAt: STAMP,
  updatedAt: STAMP,
  deletedAt: null,
  ...extra,
});

afterEach(() => useToastStore.setState({ toasts: [] }));

/** The shell shows toasts; here the store is read. */
const toasted = (message: string) =>
  waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(message));

describe('the blog screens of the panel', () => {
  it('lists articles with their status and filters by status and category', async () => {
    const api = fakeApi({
      'GET /blog/manage': { status: 200, data: page([article('دوخت پرده', { story: true })]) },
      'GET /blog/category/all': { status: 200, data: [category] },
    });
    renderPanel('/panel/blog');
    const row = (await screen.findByText('دوخت پرده')).closest('tr')!;
    expect(row).toHaveTextContent('پیش‌نویس');
    expect(row).toHaveTextContent('داستان اِلا');
    expect(within(row).getByRole('link', { name: 'ویرایش' })).toHaveAttribute(
      'href',
      '/panel/blog/2f1c7a4e-8b1d-4c3a-9e2f-0a1b2c3d4e5f',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'وضعیت' }), { target: { value: 'published' } });
    await screen.findByText('دوخت پرده');
    await within(screen.getByRole('combobox', { name: 'دسته‌بندی' })).findByRole('option', {
      name: category.name,
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'دسته‌بندی' }), { target: { value: category.id } });
    await screen.findByText('دوخت پرده');
    expect(api.to('GET /blog/manage').at(-1)?.params).toMatchObject({
      status: 'published',
      categoryId: category.id,
    });
  });

  it('brings a deleted article back from the recycle bin', async () => {
    const binned = article('الگوی دامن', { deletedAt: STAMP });
    let bin = [binned];
    const api = fakeApi({
      'GET /blog/deleted-blogs': () => ({ status: 200, data: page(bin) }),
      [`PATCH /blog/restore/${binned.id}`]: () => {
        bin = [];
        return { status: 200, data: { ...binned, deletedAt: null } };
      },
    });
    renderPanel('/panel/blog/removed-blogs');
    fireEvent.click(await screen.findByRole('button', { name: 'بازگرداندن الگوی دامن' }));
    await toasted('«الگوی دامن» بازگردانده شد');
    expect(await screen.findByText('سطل بازیافت بلاگ خالی است.')).toBeInTheDocument();
    expect(api.to(`PATCH /blog/restore/${binned.id}`)).toHaveLength(1);
  });

  it('defines a blog category with the order typed in Persian digits', async () => {
    const api = fakeApi({
      'POST /blog/category': (request) => ({
        status: 201,
        data: { ...category, ...JSON.parse(request.data) },
      }),
      'GET /blog/category/all': { status: 200, data: [category] },
    });
    renderPanel('/panel/blog/categories/define');
    fireEvent.change(await screen.findByLabelText(/نام دسته‌بندی/), { target: { value: 'شناخت پارچه' } });
    fireEvent.change(screen.getByLabelText(/ترتیب/), { target: { value: '۳' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت دسته‌بندی' }));
    await toasted('دسته‌بندی «شناخت پارچه» ثبت شد');
    expect(JSON.parse(api.to('POST /blog/category')[0].data)).toEqual({
      name: 'شناخت پارچه',
      description: '',
      order: 3,
    });
  });

  it('marks the new article’s poster as required, as its other required fields are', async () => {
    fakeApi({ 'GET /blog/category/all': { status: 200, data: [category] } });
    renderPanel('/panel/blog/define');
    const poster = (await screen.findByText('پوستر', { exact: false, selector: '.panel-field__label' }))
      .textContent;
    expect(poster).toBe('پوستر *');
    expect(screen.getByText(/برای پیش‌نویس هم لازم است/)).toBeInTheDocument();
  });
});
