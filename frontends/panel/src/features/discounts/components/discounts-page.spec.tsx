import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Discount } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { page } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const ID = '5b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const gift: Discount = {
  id: ID,
  code: 'GIFT-1',
  title: 'هدیهٔ تولد',
  kind: 'fixed',
  value: 500_000,
  maxDiscount: null,
  minBasket: 0,
  startsAt: '2020-03-20T20:30:00.000Z',
  endsAt: '2099-04-01T20:30:00.000Z',
  usageLimit: 1,
  perCustomerLimit: 1,
  used: 0,
  customerIds: ['0d9c8b7a-6f5e-4d3c-8b2a-190817263544'],
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
};

describe('discounts list', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('filters by state and text on the server, and withdraws a code after asking', async () => {
    const fake = fakeApi({
      'GET /discount/all': { status: 200, data: page([gift]) },
      [`DELETE /discount/${ID}`]: { status: 200, data: null },
    });
    renderPanel('/panel/discount');
    expect(await screen.findByRole('cell', { name: '۵۰٬۰۰۰ تومان' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '۱ مشتری' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'فعال' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: /^وضعیت/ }), { target: { value: 'expired' } });
    await waitFor(() => expect(fake.to('GET /discount/all').at(-1)?.params.state).toBe('expired'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'جست‌وجوی کد یا عنوان' }), {
      target: { value: 'gift' },
    });
    await waitFor(() => expect(fake.to('GET /discount/all').at(-1)?.params.q).toBe('gift'));

    fireEvent.click(await screen.findByRole('button', { name: 'حذف GIFT-1' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'حذف کد' }));
    await waitFor(() => expect(fake.to(`DELETE /discount/${ID}`)).toHaveLength(1));
  });
});
