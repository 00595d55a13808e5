import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastViewport } from './toast-viewport';
import { toast, useToastStore } from './toast.store';

describe('ToastViewport', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('shows toasts at the top right, errors as alerts, and closes them on request', () => {
    render(<ToastViewport />);
    act(() => {
      toast.error('ارتباط با سرور برقرار نشد');
      toast.success('ذخیره شد');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ارتباط با سرور برقرار نشد');
    expect(screen.getByRole('status')).toHaveTextContent('ذخیره شد');
    expect(screen.getByRole('alert').parentElement).toHaveClass('toast-viewport--top-right');
    fireEvent.click(screen.getAllByRole('button', { name: 'بستن' })[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
