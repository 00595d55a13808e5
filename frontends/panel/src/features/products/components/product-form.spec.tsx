import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { CATEGORY_ID, PRODUCT_ID, page, product } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const OTHER_ID = '3a4b5c6d-7e8f-4a9b-8c1d-2e3f4a5b6c7d';
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

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('product form', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('checks the fields before sending anything', async () => {
    const fake = fakeApi({ 'GET /categories/tree-mode': { status: 200, data: tree } });
    renderPanel('/panel/products/define');
    fireEvent.change(await screen.findByRole('textbox', { name: /^نام محصول/ }), { target: { value: 'ا' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت محصول' }));
    expect(await screen.findByText('دست‌کم ۲ حرف بنویسید')).toBeInTheDocument();
    expect(screen.getByText('دسته‌بندی را انتخاب کنید')).toBeInTheDocument();
    expect(field('نام محصول')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.to('POST /products/create-one')).toHaveLength(0);
  });

  it("shows the server's problems under the inputs they name", async () => {
    const fake = fakeApi({
      'GET /categories/tree-mode': { status: 200, data: tree },
      'POST /products/create-one': {
        status: 400,
        data: {
          statusCode: 400,
          message: 'ورودی نامعتبر است',
          details: [{ field: 'body.name', message: 'این نام پیش‌تر ثبت شده است' }],
        },
      },
    });
    renderPanel('/panel/products/define');
    await screen.findByRole('option', { name: 'پارچه' });
    fireEvent.change(field('نام محصول'), { target: { value: 'مخمل کبریتی' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^دسته‌بندی/ }), {
      target: { value: CATEGORY_ID },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'متری' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت محصول' }));

    const problem = await screen.findByText('این نام پیش‌تر ثبت شده است');
    expect(field('نام محصول')).toHaveAccessibleDescription('این نام پیش‌تر ثبت شده است');
    expect(problem).toBeInTheDocument();
    expect(bodyOf(fake.to('POST /products/create-one')[0])).toEqual({
      name: 'مخمل کبریتی',
      description: '',
      categoryId: CATEGORY_ID,
      unitType: 'meter',
      similarProductIds: [],
      setProductIds: [],
    });
    // Typing in the field clears its problem.
    fireEvent.change(field('نام محصول'), { target: { value: 'مخمل کبریتی ۲' } });
    expect(screen.queryByText('این نام پیش‌تر ثبت شده است')).not.toBeInTheDocument();
  });

  it('edits a product: starts from it, picks a similar product by searching, and saves', async () => {
    const other = product({ id: OTHER_ID, name: 'مخمل ساده' });
    const fake = fakeApi({
      'GET /categories/tree-mode': { status: 200, data: tree },
      [`GET /products/find-one/${PRODUCT_ID}`]: { status: 200, data: product({ description: 'نرم' }) },
      [`GET /products/similarProducts/${PRODUCT_ID}`]: { status: 200, data: [] },
      [`GET /products/setProducts/${PRODUCT_ID}`]: { status: 200, data: [] },
      'GET /products/get-all': { status: 200, data: page([product(), other]) },
      [`PATCH /products/update-one/${PRODUCT_ID}`]: { status: 200, data: product() },
    });
    const router = renderPanel(`/panel/products/${PRODUCT_ID}`);
    expect(await screen.findByDisplayValue('مخمل کبریتی')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'نیم‌متری' })).toBeChecked();

    fireEvent.change(screen.getByRole('searchbox', { name: /^محصولات مشابه/ }), {
      target: { value: 'مخمل' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /مخمل ساده/ }));
    // The product itself is never offered.
    expect(screen.queryByRole('button', { name: /^\+ مخمل کبریتی/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'برداشتن مخمل ساده' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/products'));
    expect(bodyOf(fake.to(`PATCH /products/update-one/${PRODUCT_ID}`)[0])).toMatchObject({
      description: 'نرم',
      unitType: 'half_meter',
      similarProductIds: [OTHER_ID],
    });
  });

  it('shows the missing state for an id that does not exist', async () => {
    fakeApi({ 'GET /categories/tree-mode': { status: 200, data: tree } });
    renderPanel(`/panel/products/${PRODUCT_ID}`);
    expect(await screen.findByText('محصول پیدا نشد؛ شاید حذف شده باشد.')).toBeInTheDocument();
  });

  it('does not load anything for an id that is not a UUID', async () => {
    const fake = fakeApi({});
    renderPanel('/panel/products/not-a-uuid');
    expect(await screen.findByText('محصول پیدا نشد؛ شاید حذف شده باشد.')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });
});
