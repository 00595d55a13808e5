import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { BasketPage } from './basket-page';

describe('BasketPage', () => {
  it('says the basket is empty and leads to the shop', async () => {
    const router = createMemoryRouter([{ path: '/basket', element: <BasketPage /> }], {
      initialEntries: ['/basket'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به فروشگاه' })).toHaveAttribute('href', '/product');
  });
});
