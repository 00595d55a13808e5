import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryNode } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { page } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const node = (id: string, name: string, order: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  parentId: null,
  description: '',
  order,
  posters: { desktop: null, mobile: null },
  createdAt: '',
  updatedAt: '',
  deletedAt: null,
  children,
});

const CHILD = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const PARENT = '6d7e8f9a-0b1c-4d2e-9f3a-4b5c6d7e8f9a';
const tree = [node(PARENT, 'پارچه', 1, [node(CHILD, 'پارچه لباسی', 2)])];
const conflict = { statusCode: 409, message: 'این دسته زیرشاخه یا محصول دارد' };

describe('categories', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('shows the tree with orders, and says why a category with children cannot go', async () => {
    const fake = fakeApi({
      'GET /categories/tree-mode': { status: 200, data: tree },
      'GET /products/get-all-removed': { status: 200, data: page([]) },
      [`DELETE /categories/category/${PARENT}`]: { status: 409, data: conflict },
    });
    renderPanel('/panel/categories');
    const rows = await screen.findAllByTestId('category-row');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['پارچه', 'پارچه لباسی']);
    expect(within(rows[0]).getByText(/ترتیب ۱ · ۱ زیرشاخه/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'حذف پارچه' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([conflict.message]),
    );
    expect(fake.to(`DELETE /categories/category/${PARENT}`)).toHaveLength(1);
  });

  it('restores a deleted category from the recycle bin', async () => {
    const removed = { ...node(CHILD, 'پرده', 0), deletedAt: '2025-03-21T10:00:00Z' };
    const fake = fakeApi({
      'GET /categories/tree-mode': { status: 200, data: [] },
      'GET /products/get-all-removed': { status: 200, data: page([removed]) },
      [`PUT /categories/${CHILD}`]: { status: 200, data: { ...removed, deletedAt: null } },
    });
    renderPanel('/panel/categories');
    expect(await screen.findByText('هنوز دسته‌بندی‌ای ثبت نشده است.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'بازگرداندن' }));
    await waitFor(() => expect(fake.to(`PUT /categories/${CHILD}`)).toHaveLength(1));
    expect(bodyOf(fake.to(`PUT /categories/${CHILD}`)[0])).toEqual({ restore: true });
    expect(fake.to('GET /products/get-all-removed')[0].params).toEqual({
      kind: 'product_categories',
      page: 1,
      limit: 100,
    });
  });

  it('starts a subcategory under its parent, and a category cannot move under itself', async () => {
    fakeApi({
      'GET /categories/tree-mode': { status: 200, data: tree },
      [`GET /categories/one/${PARENT}`]: { status: 200, data: tree[0] },
    });
    renderPanel(`/panel/categories/define?parentId=${PARENT}`);
    expect(await screen.findByRole('combobox', { name: /^دستهٔ والد/ })).toHaveValue(PARENT);
  });
});
