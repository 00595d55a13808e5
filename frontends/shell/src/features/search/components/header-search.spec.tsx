import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { SearchHit } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { DEBOUNCE_MS } from '../hooks/use-suggestions';
import { HeaderSearch } from './header-search';

const HITS: SearchHit[] = [
  {
    kind: 'inventory',
    id: 'i1',
    title: 'پارچه کتان سفید',
    path: `/product/${encodeURIComponent('پارچه کتان سفید')}`,
    image: '/media/aaaaaaaaaaaaaaaaaaaaaaaa-thumb.webp',
    price: 2_450_000,
  },
  { kind: 'category', id: 'c1', title: 'نخی و کتان', path: '/category/c1', image: null, price: null },
];

/** Holds every request open until the test answers it. */
function pendingApi() {
  const requests: Array<{ config: InternalAxiosRequestConfig; answer: (data: unknown) => void }> = [];
  http.defaults.adapter = ((config: InternalAxiosRequestConfig) =>
    new Promise((resolve, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new DOMException('aborted', 'AbortError')));
      requests.push({
        config,
        answer: (data) => resolve({ data, status: 200, statusText: '', headers: {}, config }),
      });
    })) as AxiosAdapter;
  return requests;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HeaderSearch /> },
      { path: '*', element: <HeaderSearch /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const box = () => screen.getByRole('combobox', { name: 'جستجو در فروشگاه' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('the header search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once typing pauses, and cancels a request the next keystroke makes stale', async () => {
    const requests = pendingApi();
    renderSearch();
    type('ک');
    await wait(DEBOUNCE_MS + 50);
    expect(requests).toHaveLength(0);

    type('کت');
    await wait(DEBOUNCE_MS - 50);
    type('کتا');
    await wait(DEBOUNCE_MS);
    expect(requests.map((r) => r.config.params)).toEqual([{ q: 'کتا', limit: 8 }]);

    type('کتان');
    expect(requests[0].config.signal?.aborted).toBe(true);
    await wait(DEBOUNCE_MS);
    expect(requests[1].config.params).toEqual({ q: 'کتان', limit: 8 });
    await act(async () => requests[1].answer(HITS));

    // Matching categories first, then the products, then every result.
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('نخی و کتان');
    expect(options[0]).toHaveTextContent('دسته‌بندی');
    expect(options[1]).toHaveTextContent('پارچه کتان سفید');
    expect(options[1]).toHaveTextContent('۲۴۵٬۰۰۰ تومان');
    expect(options[1].querySelector('img')).toHaveAttribute(
      'src',
      `${http.defaults.baseURL ?? ''}${HITS[0].image}`,
    );
    expect(options[2]).toHaveTextContent('دیدن همهٔ نتیجه‌ها');
  });

  it('moves through the suggestions with the arrows, opens one with Enter and closes with Escape', async () => {
    const requests = pendingApi();
    const router = renderSearch();
    fireEvent.focus(box());
    type('کتان');
    await wait(DEBOUNCE_MS);
    await act(async () => requests[0].answer(HITS));

    const selected = () =>
      screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(selected()).toBe(0);

    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe(HITS[0].path);
  });

  it('opens the results page of the term on Enter, and offers it again as a recent search', async () => {
    localStorage.clear();
    pendingApi();
    const router = renderSearch();
    type('  پارچه كتان ');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe(`/search/${encodeURIComponent('پارچه كتان')}`);

    type('');
    fireEvent.focus(box());
    expect(screen.getByText('جستجوهای اخیر')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'پارچه كتان' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'پاک کردن' }));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('suggests the main categories when nothing matches', async () => {
    const requests = pendingApi();
    renderSearch();
    fireEvent.focus(box());
    type('زززز');
    await wait(DEBOUNCE_MS);
    await act(async () => requests[0].answer([]));
    expect(screen.getByText(/چیزی با «زززز» پیدا نشد/)).toBeInTheDocument();
    const mains = requests.find((r) => r.config.url === '/categories/all-main-categories')!;
    await act(async () => mains.answer([{ id: 'c1', name: 'پارچه لباسی' }]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['پارچه لباسی', 'همهٔ محصولات']);
  });
});
