import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VolumetricWeight } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { CATEGORY_ID, page } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const ENTRY_ID = '4d5e6f70-8192-4a3b-9c4d-5e6f7a8b9c0d';
const entry: VolumetricWeight = {
  id: ENTRY_ID,
  productId: null,
  categoryId: CATEGORY_ID,
  weightGrams: 300,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 5,
  createdAt: '2025-03-21T10:00:00Z',
  updatedAt: '2025-03-21T10:00:00Z',
};
const tree = [{ id: CATEGORY_ID, name: 'پارچه', children: [] }];

describe('volumetric weights', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('lists entries with their volumetric grams, and adds one for a category', async () => {
    const fake = fakeApi({
      'GET /shipping': { status: 200, data: page([entry]) },
      'GET /categories/tree-mode': { status: 200, data: tree },
      'POST /shipping': { status: 201, data: entry },
    });
    renderPanel('/panel/volumetric-weights');
    expect(await screen.findByRole('cell', { name: 'دسته: پارچه' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '۶۰۰' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'افزودن وزن حجمی' }));
    fireEvent.change(screen.getByRole('combobox', { name: /^دسته‌بندی/ }), {
      target: { value: CATEGORY_ID },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^وزن هر واحد/ }), { target: { value: '۳۰۰' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^طول جعبه/ }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^عرض جعبه/ }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^ارتفاع جعبه/ }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت وزن حجمی' }));
    await waitFor(() => expect(fake.to('POST /shipping')).toHaveLength(1));
    expect(bodyOf(fake.to('POST /shipping')[0])).toEqual({
      categoryId: CATEGORY_ID,
      weightGrams: 300,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 5,
    });
  });

  it('changes only the measures of an entry', async () => {
    const fake = fakeApi({
      'GET /shipping': { status: 200, data: page([entry]) },
      'GET /categories/tree-mode': { status: 200, data: tree },
      [`PATCH /shipping/${ENTRY_ID}`]: { status: 200, data: { ...entry, weightGrams: 350 } },
    });
    renderPanel('/panel/volumetric-weights');
    fireEvent.click(await screen.findByRole('button', { name: 'ویرایش وزن دستهٔ پارچه' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^وزن هر واحد/ }), { target: { value: '350' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(fake.to(`PATCH /shipping/${ENTRY_ID}`)).toHaveLength(1));
    expect(bodyOf(fake.to(`PATCH /shipping/${ENTRY_ID}`)[0])).toEqual({
      weightGrams: 350,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 5,
    });
  });
});
