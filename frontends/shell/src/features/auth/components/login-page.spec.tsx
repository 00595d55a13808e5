import { fireEvent, render, screen } from '@testing-library/react';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('accepts a mobile number typed in Persian or Arabic-Indic digits', () => {
    render(<LoginPage audience="user" />);
    const input = screen.getByLabelText('شمارهٔ موبایل');
    const submit = screen.getByRole('button', { name: 'دریافت کد ورود' });
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: '۰۹۱۲ ۳۴٥ ٦٧۸۹' } });
    expect(input).toHaveValue('09123456789');
    expect(submit).toBeEnabled();
  });

  it('keeps only digits and at most eleven of them', () => {
    render(<LoginPage audience="admin" />);
    const input = screen.getByLabelText('شمارهٔ موبایل');
    fireEvent.change(input, { target: { value: 'abc0912345678999' } });
    expect(input).toHaveValue('09123456789');
    expect(screen.getByRole('heading', { name: 'ورود مدیر' })).toBeInTheDocument();
  });
});
