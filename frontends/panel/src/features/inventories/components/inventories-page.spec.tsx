import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi, type FakeReply } from '@ela/web-kit/src/testing/fake-api';
import { MONEY_MESSAGES } from '../../../shared/money/toman';
import { PRODUCT_ID, color, design, image, inventory, page, product } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const INVENTORY = inventory({ images: [image('a'.repeat(24)), image('b'.repeat(24))] });
const URL = `/panel/products/inventories/${PRODUCT_ID}`;

function api(
  extra: Record<string, FakeReply | ((r: InternalAxiosRequestConfig) => Promise<FakeReply>)> = {},
) {
  return fakeApi({
    [`GET /products/find-one/${PRODUCT_ID}`]: { status: 200, data: product() },
    [`GET /products/inventory/by-product-id/${PRODUCT_ID}`]: { status: 200, data: [INVENTORY] },
    'GET /products/colors': { status: 200, data: page([color]) },
    'GET /products/designs': { status: 200, data: page([design]) },
    ...extra,
  });
}

const card = () => screen.getByRole('article', { name: INVENTORY.name });

describe("a product's inventories", () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('shows each inventory with its price in Toman and stock in the unit of its product', async () => {
    api();
    renderPanel(URL);
    expect(await screen.findByRole('heading', { name: 'موجودی‌های «مخمل کبریتی»' })).toBeInTheDocument();
    expect(within(card()).getByTestId('inventory-price')).toHaveTextContent('۲۴۵٬۰۰۰ تومان');
    expect(within(card()).getByText('۸ نیم‌متر')).toBeInTheDocument();
    expect(within(card()).getAllByTestId('gallery-image')).toHaveLength(2);
  });

  it('adds an inventory: Toman typed in Persian digits, Rials sent, sale below price checked first', async () => {
    const created = inventory({ id: '4b5c6d7e-8f9a-4b1c-9d2e-3f4a5b6c7d8e', name: 'مخمل کبریتی قرمز' });
    const fake = api({ 'POST /products/inventory': { status: 201, data: created } });
    renderPanel(URL);
    fireEvent.click(await screen.findByRole('button', { name: 'افزودن موجودی' }));
    const form = screen.getByRole('form', { name: 'موجودی تازه' });
    const input = (name: RegExp) => within(form).getByRole('textbox', { name });
    fireEvent.change(input(/^نام/), { target: { value: 'مخمل کبریتی قرمز' } });
    fireEvent.change(input(/^قیمت هر نیم‌متر/), { target: { value: '۱۲۵٬۰۰۰' } });
    fireEvent.change(input(/^قیمت حراج/), { target: { value: '۱۲۵۰۰۰' } });
    fireEvent.change(input(/^موجودی/), { target: { value: '۱۲' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'رنگ' }), { target: { value: color.id } });
    // Each price shows what will be saved, in Toman and in Rials.
    expect(within(form).getAllByText('۱۲۵٬۰۰۰ تومان (۱٬۲۵۰٬۰۰۰ ریال)')).toHaveLength(2);

    fireEvent.click(within(form).getByRole('button', { name: 'افزودن موجودی' }));
    expect(await within(form).findByText('قیمت حراج باید کمتر از قیمت اصلی باشد')).toBeInTheDocument();
    expect(fake.to('POST /products/inventory')).toHaveLength(0);

    fireEvent.change(input(/^قیمت حراج/), { target: { value: '۹۹۹۹۹٫۵' } });
    fireEvent.click(within(form).getByRole('button', { name: 'افزودن موجودی' }));
    expect(await within(form).findByText(MONEY_MESSAGES.partToman)).toBeInTheDocument();
    expect(fake.to('POST /products/inventory')).toHaveLength(0);

    fireEvent.change(input(/^قیمت حراج/), { target: { value: '۹۹۹۹۹' } });
    fireEvent.click(within(form).getByRole('button', { name: 'افزودن موجودی' }));
    expect(await screen.findByRole('article', { name: 'مخمل کبریتی قرمز' })).toBeInTheDocument();
    expect(bodyOf(fake.to('POST /products/inventory')[0])).toEqual({
      productId: PRODUCT_ID,
      name: 'مخمل کبریتی قرمز',
      colorId: color.id,
      designId: null,
      price: 1_250_000,
      salePrice: 999_990,
      stock: 12,
    });
  });

  it('uploads an image with a progress bar, and the gallery takes the answer', async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    const fake = api({
      [`POST /products/inventory/upload-image/${INVENTORY.id}`]: (request) => {
        request.onUploadProgress?.({
          loaded: 40,
          total: 100,
          progress: 0.4,
          bytes: 40,
          lengthComputable: true,
        });
        return new Promise((resolve) => (finish = resolve));
      },
    });
    renderPanel(URL);
    await screen.findByRole('heading', { name: 'موجودی‌های «مخمل کبریتی»' });
    const file = new File([new Uint8Array(10)], 'pattern.png', { type: 'image/png' });
    fireEvent.change(within(card()).getByLabelText('افزودن تصویر'), { target: { files: [file] } });
    expect(await within(card()).findByText('۴۰٪')).toBeInTheDocument();
    expect((within(card()).getByRole('progressbar') as HTMLProgressElement).value).toBe(40);

    const uploaded = { ...INVENTORY, images: [...INVENTORY.images, image('c'.repeat(24))] };
    await act(async () => finish({ status: 200, data: uploaded }));
    expect(within(card()).getAllByTestId('gallery-image')).toHaveLength(3);
    expect(within(card()).queryByRole('progressbar')).not.toBeInTheDocument();
    const sent = fake.to(`POST /products/inventory/upload-image/${INVENTORY.id}`)[0].data as FormData;
    expect(sent.has('file')).toBe(true);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const fake = api();
    renderPanel(URL);
    await screen.findByRole('heading', { name: 'موجودی‌های «مخمل کبریتی»' });
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(card()).getByLabelText('افزودن تصویر'), { target: { files: [file] } });
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'فقط تصویر JPEG، PNG، WebP یا AVIF پذیرفته می‌شود',
    );
    expect(fake.requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('moves an image later by sending the new order of keys', async () => {
    const [a, b] = INVENTORY.images;
    const fake = api({
      [`PATCH /products/inventory/${INVENTORY.id}`]: { status: 200, data: { ...INVENTORY, images: [b, a] } },
    });
    renderPanel(URL);
    await screen.findByRole('heading', { name: 'موجودی‌های «مخمل کبریتی»' });
    const [first] = within(card()).getAllByTestId('gallery-image');
    expect(within(first).getByRole('button', { name: 'جابه‌جایی به قبل' })).toBeDisabled();
    fireEvent.click(within(first).getByRole('button', { name: 'جابه‌جایی به بعد' }));
    await waitFor(() => expect(fake.to(`PATCH /products/inventory/${INVENTORY.id}`)).toHaveLength(1));
    expect(bodyOf(fake.to(`PATCH /products/inventory/${INVENTORY.id}`)[0])).toEqual({
      imageOrder: [b.key, a.key],
    });
    await waitFor(() =>
      expect(within(card()).getAllByRole('img')[0]).toHaveAttribute('src', expect.stringContaining(b.key)),
    );
  });

  it('deletes an inventory after the confirmation, and brings a deleted one back', async () => {
    const deleted = inventory({
      id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
      name: 'مخمل قدیمی',
      deletedAt: '2025-03-22T10:00:00Z',
    });
    const fake = api({
      [`GET /products/inventory/by-product-id/${PRODUCT_ID}`]: { status: 200, data: [INVENTORY, deleted] },
      [`DELETE /products/inventory/${PRODUCT_ID}/${INVENTORY.id}`]: { status: 200, data: { deleted: true } },
      [`POST /products/inventory/recover/${deleted.id}`]: {
        status: 200,
        data: { ...deleted, deletedAt: null },
      },
    });
    renderPanel(URL);
    const old = await screen.findByRole('article', { name: 'مخمل قدیمی' });
    expect(within(old).getByText('حذف‌شده')).toBeInTheDocument();
    fireEvent.click(within(old).getByRole('button', { name: 'بازگرداندن' }));
    await waitFor(() => expect(within(old).queryByText('حذف‌شده')).not.toBeInTheDocument());

    fireEvent.click(within(card()).getByRole('button', { name: 'حذف' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() =>
      expect(fake.to(`DELETE /products/inventory/${PRODUCT_ID}/${INVENTORY.id}`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(fake.to(`GET /products/inventory/by-product-id/${PRODUCT_ID}`)).toHaveLength(2),
    );
  });
});
