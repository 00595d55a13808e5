import { fireEvent, render, screen, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { Page, Product } from '@ela/contracts';
import { http, useToastStore } from '@ela/web-kit';
import { HomePage } from './home-page';
import { ProductsPage } from './products-page';

const product = (name: string, unitType: Product['unitType'], price: number): Product => ({
  id: `${name}-id`,
  name,
  description: `${name} description`,
  unitType,
  minPrice: price,
  onSale: false,
  image: null,
  categoryId: 'c1',
  categoryName: 'پارچه',
  similarProductIds: [],
  setProductIds: [],
  createdAt: '2025-03-21T10:00:00Z',
  updatedAt: '2025-03-21T10:00:00Z',
  deletedAt: null,
});

const PAGE: Page<Product> = {
  items: [product('پارچه کتان', 'meter', 1_250_000), product('دکمه چوبی', 'count', 45_000)],
  total: 2,
  page: 1,
  limit: 20,
};

/** Answers GET /products/get-all from the given replies in order, and records the requests. */
function api(...replies: Array<{ status: number; data: unknown }>) {
  const requests: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    const reply = replies[Math.min(requests.length, replies.length - 1)];
    requests.push(config);
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  }) as AxiosAdapter;
  return requests;
}

describe('product listing', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('shows a card per product with its name, unit type and price in Toman', async () => {
    const requests = api({ status: 200, data: PAGE });
    render(<HomePage />);
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('پارچه کتان')).toBeInTheDocument();
    expect(within(cards[0]).getByText('متری')).toBeInTheDocument();
    expect(within(cards[0]).getByText('۱۲۵٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(cards[1]).getByText('عددی')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ url: '/products/get-all', params: { page: 1, limit: 20 } });
  });

  it('shows the total on the products overview', async () => {
    api({ status: 200, data: PAGE });
    render(<ProductsPage />);
    expect(await screen.findByText('۲ محصول')).toBeInTheDocument();
  });

  it('says so when there are no products', async () => {
    api({ status: 200, data: { items: [], total: 0, page: 1, limit: 20 } });
    render(<HomePage />);
    expect(await screen.findByText('هنوز محصولی ثبت نشده است.')).toBeInTheDocument();
  });

  it("shows an error state and the server's message as a toast, and retries on request", async () => {
    const failure = { status: 404, data: { statusCode: 404, message: 'مسیر درخواستی پیدا نشد' } };
    api(failure, { status: 200, data: PAGE });
    render(<HomePage />);
    expect(await screen.findByText('فهرست محصولات دریافت نشد.')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['مسیر درخواستی پیدا نشد']);
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });
});
