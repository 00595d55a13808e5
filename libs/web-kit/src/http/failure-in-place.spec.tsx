import { render, screen } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { toast, useToastStore } from '../toast/toast.store';
import { createHttpClient } from './create-http-client';
import { useFailureInPlace } from './failure-in-place';

function Notice({ error }: { error: unknown }) {
  return <p role="alert">{useFailureInPlace(error)}</p>;
}

async function failedRead(): Promise<unknown> {
  const http = createHttpClient({ notify: (message) => toast.error(message), retryDelayMs: 0 });
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
  }) as AxiosAdapter;
  return http.get('/products/get-all').catch((error: unknown) => error);
}

describe('useFailureInPlace', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('takes back the toast of a failure the page shows itself, and gives its sentence', async () => {
    const [first, second] = [await failedRead(), await failedRead()];
    // Two sections failing alike make one toast, not two.
    expect(useToastStore.getState().toasts).toHaveLength(1);
    render(
      <>
        <Notice error={first} />
        <Notice error={second} />
      </>,
    );
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('ارتباط با سرور برقرار نشد');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('leaves other toasts alone and says nothing without an error', () => {
    toast.success('ذخیره شد');
    render(<Notice error={null} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });
});
