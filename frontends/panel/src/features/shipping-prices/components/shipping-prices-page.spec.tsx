import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ShippingPrice } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderPanel } from '../../../testing/render-panel';

const PRICE_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const flat = (rials: number) => ({
  sameCity: rials,
  sameProvince: rials,
  neighbouringProvince: rials,
  other: rials,
});
const peyk: ShippingPrice = {
  id: PRICE_ID,
  method: 'Peyk',
  title: 'پیک موتوری',
  base: 60_000,
  perKm: 2_000,
  cities: [{ cityId: 7013, km: 0 }],
  enabled: true,
  createdAt: '2025-03-21T10:00:00Z',
  updatedAt: '2025-03-21T10:00:00Z',
};

const cell = (name: string) => screen.getByRole('textbox', { name });

describe('shipping prices', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('sends a Post price in Rials, band by band, and shows a server problem under its cell', async () => {
    const fake = fakeApi({
      'GET /shipping-prices/find-all': { status: 200, data: [] },
      'POST /shipping-prices/create': {
        status: 400,
        data: {
          statusCode: 400,
          message: 'ورودی نامعتبر است',
          details: [{ field: 'body.bands.1.upToGrams', message: 'بازه‌های وزن باید به ترتیب صعودی باشند' }],
        },
      },
    });
    renderPanel('/panel/shipping-prices');
    fireEvent.click(await screen.findByRole('button', { name: 'قیمت تازهٔ پست' }));
    fireEvent.click(screen.getByRole('button', { name: 'افزودن بازهٔ وزنی' }));
    const fill = (row: string, grams: string, toman: string) => {
      fireEvent.change(cell(`${row}، تا وزن (گرم)`), { target: { value: grams } });
      for (const d of ['درون شهر', 'درون استان', 'استان همسایه', 'سایر استان‌ها'])
        fireEvent.change(cell(`${row}، ${d} (تومان)`), { target: { value: toman } });
    };
    fill('بازهٔ ۱', '۱۰۰۰', '۱۰۰۰۰');
    fill('بازهٔ ۲', '5000', '30000');
    for (const d of ['درون شهر', 'درون استان', 'استان همسایه', 'سایر استان‌ها'])
      fireEvent.change(cell(`هر کیلوی بیشتر، ${d} (تومان)`), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت قیمت' }));

    expect(await screen.findByText('بازه‌های وزن باید به ترتیب صعودی باشند')).toBeInTheDocument();
    expect(cell('بازهٔ ۲، تا وزن (گرم)')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(fake.to('POST /shipping-prices/create')[0])).toEqual({
      method: 'Post',
      title: 'پست پیشتاز',
      bands: [
        { upToGrams: 1000, price: flat(100_000) },
        { upToGrams: 5000, price: flat(300_000) },
      ],
      perKgAboveLast: flat(10_000),
      enabled: true,
    });
  });

  it('disables a price, and edits a Peyk price with its cities named', async () => {
    const fake = fakeApi({
      'GET /shipping-prices/find-all': { status: 200, data: [peyk] },
      [`PUT /shipping-prices/disable/${PRICE_ID}`]: { status: 200, data: { ...peyk, enabled: false } },
      'GET /address/cities/7': { status: 200, data: [{ id: 7013, provinceId: 7, name: 'تهران' }] },
      'GET /address/provinces': { status: 200, data: [{ id: 7, name: 'تهران' }] },
    });
    renderPanel('/panel/shipping-prices');
    const disable = await screen.findByRole('button', { name: 'غیرفعال کردن پیک موتوری' });
    // A quiet, reversible action: never styled as the page's main one («افزودن»).
    expect(disable).toHaveClass('panel-button--ghost');
    fireEvent.click(disable);
    await waitFor(() => expect(fake.to(`PUT /shipping-prices/disable/${PRICE_ID}`)).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'ویرایش پیک موتوری' }));
    expect(await screen.findByRole('textbox', { name: 'کیلومتر تا تهران' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: /^پایهٔ کرایه/ })).toHaveValue('6000');
  });
});
