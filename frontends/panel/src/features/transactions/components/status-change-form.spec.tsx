import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { ORDER_ID, order } from './transactions-fixtures';
import { StatusChangeForm } from './status-change-form';

const offered = () =>
  within(screen.getByRole('combobox', { name: /^وضعیت تازه/ }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('order status change form', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('offers only the moves the transition table allows an admin', () => {
    const { unmount } = render(<StatusChangeForm order={order({ status: 'paid' })} onChanged={jest.fn()} />);
    expect(offered()).toEqual(['انتخاب کنید', 'در انتظار', 'تأییدشده', 'لغوشده']);
    unmount();
    render(<StatusChangeForm order={order({ status: 'placed' })} onChanged={jest.fn()} />);
    // Never «paid»: only a payment marks an order paid.
    expect(offered()).toEqual(['انتخاب کنید', 'لغوشده']);
  });

  it('says a delivered order is final', () => {
    render(<StatusChangeForm order={order({ status: 'delivered' })} onChanged={jest.fn()} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText(/نهایی است/)).toBeInTheDocument();
  });

  it('asks a Post order shipping for its tracking code, and sends it with the note', async () => {
    const saved = order({ status: 'shipped', trackingCode: 'PT-123456' });
    const fake = fakeApi({ [`PATCH /order/${ORDER_ID}`]: { status: 200, data: saved } });
    const onChanged = jest.fn();
    render(<StatusChangeForm order={order({ status: 'confirmed' })} onChanged={onChanged} />);
    fireEvent.change(screen.getByRole('combobox', { name: /^وضعیت تازه/ }), { target: { value: 'shipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت وضعیت' }));
    expect(await screen.findByText('کد رهگیری پست (دست‌کم ۴ نویسه) را بنویسید')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^کد رهگیری پست/ }), {
      target: { value: 'PT-123456' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^یادداشت/ }), {
      target: { value: 'با پست پیشتاز' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت وضعیت' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(saved));
    expect(bodyOf(fake.to(`PATCH /order/${ORDER_ID}`)[0])).toEqual({
      status: 'shipped',
      note: 'با پست پیشتاز',
      trackingCode: 'PT-123456',
    });
  });

  it('does not ask a Peyk order for a tracking code', () => {
    render(
      <StatusChangeForm
        order={order({ status: 'confirmed', shippingMethod: 'Peyk' })}
        onChanged={jest.fn()}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /^وضعیت تازه/ }), { target: { value: 'shipped' } });
    expect(screen.queryByRole('textbox', { name: /^کد رهگیری/ })).not.toBeInTheDocument();
  });

  it('shows the server’s Persian refusal', async () => {
    fakeApi({
      [`PATCH /order/${ORDER_ID}`]: {
        status: 409,
        data: {
          statusCode: 409,
          message: 'سفارش از «پرداخت‌شده» به «لغوشده» نمی‌رود',
          error: 'ORDERS.BAD_TRANSITION',
        },
      },
    });
    render(<StatusChangeForm order={order({ status: 'paid' })} onChanged={jest.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: /^وضعیت تازه/ }), {
      target: { value: 'cancelled' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت وضعیت' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('سفارش از «پرداخت‌شده» به «لغوشده» نمی‌رود');
  });
});
