import { TOAST_LIMIT, TOAST_TIMEOUT_MS, toast, useToastStore } from './toast.store';

const messages = () => useToastStore.getState().toasts.map((item) => item.message);

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    for (const item of useToastStore.getState().toasts) useToastStore.getState().dismiss(item.id);
  });
  afterEach(() => jest.useRealTimers());

  it('shows a toast and removes it after the timeout', () => {
    toast.error('خطا');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: 'خطا' }),
    ]);
    jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(messages()).toEqual(['خطا']);
    jest.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps at most the newest twenty toasts', () => {
    for (let i = 1; i <= TOAST_LIMIT + 3; i++) toast.info(`m${i}`);
    expect(TOAST_LIMIT).toBe(20);
    expect(messages()).toHaveLength(TOAST_LIMIT);
    expect(messages()[0]).toBe('m4');
    expect(messages().at(-1)).toBe('m23');
  });

  it('shows a message once while it is on screen, and keeps it for the full time from the repeat', () => {
    const first = toast.error('ارتباط با سرور برقرار نشد');
    jest.advanceTimersByTime(3000);
    expect(toast.error('ارتباط با سرور برقرار نشد')).toBe(first);
    expect(toast.error('ارتباط با سرور برقرار نشد')).toBe(first);
    toast.info('ارتباط با سرور برقرار نشد');
    expect(messages()).toEqual(['ارتباط با سرور برقرار نشد', 'ارتباط با سرور برقرار نشد']);
    jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(messages()).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    expect(toast.error('ارتباط با سرور برقرار نشد')).not.toBe(first);
  });

  it('dismisses a toast by id before its timeout', () => {
    const first = toast.success('یک');
    toast.warning('دو');
    useToastStore.getState().dismiss(first);
    expect(messages()).toEqual(['دو']);
    jest.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(messages()).toEqual([]);
  });
});
