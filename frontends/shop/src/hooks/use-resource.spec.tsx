import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

const load = jest.fn(async (key: string) => {
  if (key === 'bad') throw new Error('boom');
  return [key];
});

describe('useResource', () => {
  beforeEach(() => load.mockClear());

  it('loads for a key, reloads when it changes and stays idle without one', async () => {
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.status).toBe('idle');
    rerender({ key: 'a' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['a'] }));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['b'] }));
    act(() => result.current.update((data) => [...data, 'c']));
    expect(result.current).toMatchObject({ data: ['b', 'c'] });
  });

  it('reports a failure and tries again on request', async () => {
    const { result } = renderHook(() => useResource('bad', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('shows the data the page arrived with at once, loading only for a new key or a retry', async () => {
    const { result, rerender } = renderHook(({ key }) => useResource(key, load, ['from the page']), {
      initialProps: { key: 'a' },
    });
    expect(result.current).toMatchObject({ status: 'success', data: ['from the page'] });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['a'] }));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['b'] }));
    rerender({ key: 'a' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['a'] }));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
