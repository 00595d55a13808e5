import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CustomerDiscount } from '@ela/contracts';
import { authSession } from '@ela/web-kit';
import { pair } from '@ela/web-kit/src/auth/session.fixtures';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';

const yalda: CustomerDiscount = {
  id: 'd1',
  code: 'YALDA-1404',
  title: 'هدیه‌ی یلدا',
  kind: 'percent',
  value: 15,
  maxDiscount: 500_000,
  minBasket: 2_000_000,
  startsAt: '2025-12-01T00:00:00.000Z',
  endsAt: '2025-12-22T12:00:00.000Z',
  personal: true,
  usesLeft: 1,
};
const welcome: CustomerDiscount = {
  ...yalda,
  id: 'd2',
  code: 'WELCOME',
  title: 'خوش آمدید',
  kind: 'fixed',
  value: 200_000,
  maxDiscount: null,
  minBasket: 0,
  personal: false,
  usesLeft: null,
};

describe('the gifts page', () => {
  beforeEach(() => authSession.start(pair('a1'), 'user'));
  afterEach(() => act(() => authSession.clear()));

  it('lists the codes with what they give, their terms in Toman and Jalali, and copies a code', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    fakeApi({ 'GET /discount/userDiscounts': { status: 200, data: [yalda, welcome] } });
    renderShop('/profile/gifts');
    const gift = await screen.findByRole('listitem', { name: 'هدیه‌ی یلدا' });
    expect(within(gift).getByText('۱۵٪ تخفیف (تا ۵۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(within(gift).getByText('۲۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(gift).getByText('۱ دی ۱۴۰۴')).toBeInTheDocument();
    expect(within(gift).getByText('۱ بار')).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'خوش آمدید' });
    expect(within(other).getByText('۲۰٬۰۰۰ تومان تخفیف')).toBeInTheDocument();
    expect(within(other).getByText('ندارد')).toBeInTheDocument();
    expect(within(other).getByText('بدون محدودیت')).toBeInTheDocument();
    fireEvent.click(within(gift).getByRole('button', { name: 'کپی کد YALDA-1404' }));
    expect(await within(gift).findByText('کپی شد')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('YALDA-1404');
  });

  it('shows loading, then says when there is no gift yet', async () => {
    fakeApi({ 'GET /discount/userDiscounts': { status: 200, data: [] } });
    renderShop('/profile/gifts');
    expect(await screen.findByText('در حال بارگذاری هدیه‌ها…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'هنوز هدیه‌ای ندارید' })).toBeInTheDocument();
  });
});
