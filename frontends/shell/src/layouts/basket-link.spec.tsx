import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { authSession, useServerBasketStore, usePendingBasketStore } from '@ela/web-kit';
import { pair } from '@ela/web-kit/src/auth/session.fixtures';
import { BasketLink } from './basket-link';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

function renderLink() {
  render(
    <MemoryRouter>
      <BasketLink />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: /سبد خرید/ });
}

describe('the header’s basket link', () => {
  beforeEach(() => {
    localStorage.clear();
    usePendingBasketStore.getState().reload();
    useServerBasketStore.setState({ lines: null });
  });
  afterEach(() => act(() => authSession.clear()));

  it('counts a visitor’s pending lines, and follows an add', () => {
    usePendingBasketStore.getState().add(A, 3);
    const link = renderLink();
    expect(link).toHaveAttribute('href', '/basket');
    expect(link).toHaveAccessibleName('سبد خرید، ۱ قلم');
    act(() => usePendingBasketStore.getState().add(B, 1));
    expect(screen.getByTestId('basket-count')).toHaveTextContent('۲');
  });

  it('counts a customer’s server lines, not the pending ones', () => {
    usePendingBasketStore.getState().add(A, 3);
    authSession.start(pair('a1'), 'user');
    const link = renderLink();
    expect(link).toHaveAccessibleName('سبد خرید');
    act(() => useServerBasketStore.setState({ lines: 4 }));
    expect(link).toHaveAccessibleName('سبد خرید، ۴ قلم');
  });
});
