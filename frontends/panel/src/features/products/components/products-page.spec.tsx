import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { CATEGORY_ID, PRODUCT_ID, page, product } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const tree = [
  {
    ...{ id: CATEGORY_ID, parentId: null, name: 'پارچه', description: '', order: 0 },
    ...{
      posters: { desktop: null, mobile: null },
      createdAt: '',
      updatedAt: '',
      deletedAt: null,
      children: [],
    },
  },
];

function api() {
  return fakeApi({
    'GET /products/get-all': (request) => ({
      status: 200,
      data: page([product({ name: `محصول صفحهٔ ${request.params.page}` })], 45, request.params.page),
    }),
    'GET /categories/tree-mode': { status: 200, data: tree },
    [`DELETE /products/delete-one/${PRODUCT_ID}`]: { status: 200, data: { deleted: true } },
  });
}

describe('products listing', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('asks the server for the page, sort and filters in the address, and pages through', async () => {
    const fake = api();
    const router = renderPanel('/panel/products?page=2&sort=name&unitType=meter');
    expect(await screen.findByText('محصول صفحهٔ 2')).toBeInTheDocument();
    expect(fake.to('GET /products/get-all')[0].params).toEqual({
      page: 2,
      limit: 20,
      sort: 'name',
      unitType: 'meter',
    });
    expect(screen.getByText('۲۱ تا ۴۰ از ۴۵')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'صفحهٔ ۳' }));
    expect(await screen.findByText('محصول صفحهٔ 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3&sort=name&unitType=meter');

    // A new filter starts again at page 1.
    fireEvent.change(screen.getByRole('combobox', { name: 'دسته‌بندی' }), { target: { value: CATEGORY_ID } });
    expect(await screen.findByText('محصول صفحهٔ 1')).toBeInTheDocument();
    expect(fake.to('GET /products/get-all').at(-1)?.params).toEqual({
      page: 1,
      limit: 20,
      sort: 'name',
      unitType: 'meter',
      categoryId: CATEGORY_ID,
    });
  });

  it('searches once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const fake = api();
      renderPanel('/panel/products');
      await screen.findByText('محصول صفحهٔ 1');
      fireEvent.change(screen.getByRole('searchbox', { name: 'جستجو در نام محصولات' }), {
        target: { value: 'مخمل' },
      });
      await act(() => jest.advanceTimersByTimeAsync(400));
      await waitFor(() =>
        expect(fake.to('GET /products/get-all').at(-1)?.params).toMatchObject({ q: 'مخمل' }),
      );
      expect(fake.to('GET /products/get-all')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('deletes a product only after the confirmation, then loads the page again', async () => {
    const fake = api();
    renderPanel('/panel/products');
    await screen.findByText('محصول صفحهٔ 1');
    fireEvent.click(screen.getByRole('button', { name: 'حذف محصول صفحهٔ 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'حذف محصول' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(fake.to(`DELETE /products/delete-one/${PRODUCT_ID}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'حذف محصول صفحهٔ 1' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(fake.to('GET /products/get-all')).toHaveLength(2));
    expect(fake.to(`DELETE /products/delete-one/${PRODUCT_ID}`)).toHaveLength(1);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      '«محصول صفحهٔ 1» به سطل بازیافت رفت',
    ]);
  });

  it('shows an error state with a retry when the listing fails', async () => {
    fakeApi({ 'GET /categories/tree-mode': { status: 200, data: [] } });
    renderPanel('/panel/products');
    expect(await screen.findByText('فهرست محصولات دریافت نشد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
