import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { color } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const hexInput = () => screen.getByRole('textbox', { name: /^کد رنگ/ });

describe('colour form', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('refuses a malformed hex before sending, and sends it lower case with its #', async () => {
    const fake = fakeApi({ 'POST /products/colors': { status: 201, data: color } });
    const router = renderPanel('/panel/products/colors/define');
    fireEvent.change(await screen.findByRole('textbox', { name: /^نام رنگ/ }), {
      target: { value: 'سرمه‌ای' },
    });
    fireEvent.change(hexInput(), { target: { value: '#12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت رنگ' }));
    expect(await screen.findByText('رنگ را به شکل #RRGGBB بنویسید، مثلاً #719c95')).toBeInTheDocument();
    expect(fake.to('POST /products/colors')).toHaveLength(0);

    fireEvent.change(hexInput(), { target: { value: '1F2A44' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت رنگ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/products/colors'));
    expect(bodyOf(fake.to('POST /products/colors')[0])).toEqual({ name: 'سرمه‌ای', hex: '#1f2a44' });
  });

  it('keeps the colour picker and the hex text in step', async () => {
    fakeApi({ [`GET /products/colors/${color.id}`]: { status: 200, data: color } });
    renderPanel(`/panel/products/colors/${color.id}`);
    await screen.findByRole('textbox', { name: /^نام رنگ/ });
    expect(hexInput()).toHaveValue('#1f2a44');
    expect(screen.getByLabelText('انتخاب رنگ')).toHaveValue('#1f2a44');
    fireEvent.input(screen.getByLabelText('انتخاب رنگ'), { target: { value: '#719c95' } });
    expect(hexInput()).toHaveValue('#719c95');
  });
});
