import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList, type PageChunk } from './use-paged-list';

type Call = { key: string; next: string | null; signal: AbortSignal };

/** A loader whose answers the test gives, one call at a time. */
function controlledLoader() {
  const calls: Array<Call & { resolve: (chunk: PageChunk<string, string>) => void; reject: () => void }> = [];
  const load = (key: string, next: string | null, signal: AbortSignal) =>
    new Promise<PageChunk<string, string>>((resolve, reject) =>
      calls.push({ key, next, signal, resolve, reject: () => reject(new Error('down')) }),
    );
  return { calls, load };
}

describe('usePagedList', () => {
  it('loads the first page, then each next page from the cursor the previous one gave', async () => {
    const { calls, load } = controlledLoader();
    const { result } = renderHook(() => usePagedList('all', load));
    expect(result.current).toMatchObject({ status: 'loading', items: [], hasMore: false });
    await act(async () => calls[0].resolve({ items: ['a', 'b'], total: 3, next: 'c1' }));
    expect(result.current).toMatchObject({ status: 'success', items: ['a', 'b'], total: 3, hasMore: true });

    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(result.current.more).toBe('loading');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ key: 'all', next: 'c1' });
    await act(async () => calls[1].resolve({ items: ['c'], total: 3, next: null }));
    expect(result.current).toMatchObject({ items: ['a', 'b', 'c'], hasMore: false, more: 'idle' });

    act(() => result.current.loadMore());
    expect(calls).toHaveLength(2);
  });

  it('keeps what it has when a later page fails, and tries that page again on request', async () => {
    const { calls, load } = controlledLoader();
    const { result } = renderHook(() => usePagedList('all', load));
    await act(async () => calls[0].resolve({ items: ['a'], total: 2, next: 'c1' }));
    act(() => result.current.loadMore());
    await act(async () => calls[1].reject());
    expect(result.current).toMatchObject({ status: 'success', items: ['a'], more: 'error' });

    act(() => result.current.retry());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].next).toBe('c1');
    await act(async () => calls[2].resolve({ items: ['b'], total: 2, next: null }));
    expect(result.current).toMatchObject({ items: ['a', 'b'], more: 'idle' });
  });

  it('reports a failed first page and retries it', async () => {
    const { calls, load } = controlledLoader();
    const { result } = renderHook(() => usePagedList('all', load));
    await act(async () => calls[0].reject());
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].next).toBeNull();
  });

  it('starts over for a new key, cancelling the old request and ignoring its late answer', async () => {
    const { calls, load } = controlledLoader();
    const { result, rerender } = renderHook(({ key }) => usePagedList(key, load), {
      initialProps: { key: 'newest' },
    });
    rerender({ key: 'cheapest' });
    expect(calls[0].signal.aborted).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ key: 'cheapest', next: null });
    await act(async () => calls[0].resolve({ items: ['stale'], total: 1, next: null }));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1].resolve({ items: ['x'], total: 1, next: null }));
    expect(result.current).toMatchObject({ status: 'success', items: ['x'] });
  });
});
