import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES, MESSAGES } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { PRODUCT_ID, color, design, inventory, page, product } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const READ = inventory({ stock: 8, stockVersion: 0 });
// Meanwhile a customer ordered 3 half meters: the stock and its version moved.
const NOW = { ...READ, stock: 5, stockVersion: 1 };
const PATCH = `PATCH /products/inventory/${READ.id}`;
const LIST = `GET /products/inventory/by-product-id/${PRODUCT_ID}`;
const STALE = { statusCode: 409, message: MESSAGES.stockStale, error: ERROR_CODES.catalogStockStale };

function api() {
  return fakeApi({
    [`GET /products/find-one/${PRODUCT_ID}`]: { status: 200, data: product() },
    [LIST]: inTurn({ status: 200, data: [READ] }, { status: 200, data: [NOW] }),
    'GET /products/colors': { status: 200, data: page([color]) },
    'GET /products/designs': { status: 200, data: page([design]) },
    [PATCH]: inTurn({ status: 409, data: STALE }, { status: 200, data: { ...NOW, price: 2_500_000 } }),
  });
}

describe('editing an inventory whose stock moved meanwhile', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('offers to load it again, keeps what was typed but the stock, and saves against the new version', async () => {
    const fake = api();
    renderPanel(`/panel/products/inventories/${PRODUCT_ID}`);
    const card = await screen.findByRole('article', { name: READ.name });
    fireEvent.click(within(card).getByRole('button', { name: 'ویرایش' }));
    const form = screen.getByRole('form', { name: `ویرایش «${READ.name}»` });
    const input = (name: RegExp) => within(form).getByRole('textbox', { name });
    fireEvent.change(input(/^قیمت هر نیم‌متر/), { target: { value: '۲۵۰٬۰۰۰' } });
    fireEvent.change(input(/^موجودی/), { target: { value: '۱۰' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ذخیرهٔ تغییرات' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.stockStale);
    expect(bodyOf(fake.to(PATCH)[0])).toMatchObject({ price: 2_500_000, stock: 10, stockVersion: 0 });
    // Said in the form, not a second time as a toast.
    expect(useToastStore.getState().toasts).toEqual([]);

    fireEvent.click(within(alert).getByRole('button', { name: 'بارگذاری دوبارهٔ کالا' }));
    // The form starts again from what was typed, so it is found again.
    const note = await screen.findByText(/^موجودی اکنون ۵ نیم‌متر است/);
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent('(۱۰)');
    const reloaded = screen.getByRole('form', { name: `ویرایش «${READ.name}»` });
    expect(within(reloaded).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(reloaded).getByRole('textbox', { name: /^موجودی/ })).toHaveValue('5');
    expect(within(reloaded).getByRole('textbox', { name: /^قیمت هر نیم‌متر/ })).toHaveValue('250000');

    fireEvent.click(within(reloaded).getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(fake.to(PATCH)).toHaveLength(2));
    // The stock was left as it is now, so only the price goes.
    expect(bodyOf(fake.to(PATCH)[1])).not.toHaveProperty('stock');
    expect(bodyOf(fake.to(PATCH)[1])).toMatchObject({ price: 2_500_000 });
    expect(await screen.findByRole('article', { name: READ.name })).toBeInTheDocument();
  });
});
