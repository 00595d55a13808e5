import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@ela/web-kit';
import { fakeApi, type FakeReply } from '@ela/web-kit/src/testing/fake-api';
import { design, image } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

describe('design form', () => {
  beforeEach(() => {
    // jsdom's File is not the Blob Node's URL knows; the browser makes a real preview address.
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    useToastStore.setState({ toasts: [] });
  });

  it('sends the name and the chosen picture as one multipart request, with its progress', async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    const fake = fakeApi({
      'POST /products/designs': (request) => {
        request.onUploadProgress?.({ loaded: 3, total: 4, bytes: 3, lengthComputable: true });
        return new Promise((resolve) => (finish = resolve));
      },
    });
    const router = renderPanel('/panel/products/designs/define');
    fireEvent.change(await screen.findByRole('textbox', { name: /^نام طرح/ }), {
      target: { value: 'چهارخانه' },
    });
    const file = new File([new Uint8Array(10)], 'plaid.webp', { type: 'image/webp' });
    fireEvent.change(screen.getByLabelText('انتخاب تصویر'), { target: { files: [file] } });
    expect(screen.getByText('plaid.webp')).toBeInTheDocument();
    expect(screen.getByAltText('پیش‌نمایش تصویر طرح')).toHaveAttribute('src', 'blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت طرح' }));
    expect(await screen.findByText('۷۵٪')).toBeInTheDocument();

    await act(async () => finish({ status: 201, data: design }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/products/designs'));
    const sent = fake.to('POST /products/designs')[0].data as FormData;
    expect(sent.get('name')).toBe('چهارخانه');
    expect(sent.has('file')).toBe(true);
  });

  it('edits a design without a new picture: only the name goes', async () => {
    const withImage = { ...design, image: image('d'.repeat(24)) };
    const fake = fakeApi({
      [`GET /products/designs/${design.id}`]: { status: 200, data: withImage },
      [`PATCH /products/designs/${design.id}`]: { status: 200, data: withImage },
    });
    renderPanel(`/panel/products/designs/${design.id}`);
    expect(await screen.findByAltText('پیش‌نمایش تصویر طرح')).toHaveAttribute(
      'src',
      expect.stringContaining('d'.repeat(24)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(fake.to(`PATCH /products/designs/${design.id}`)).toHaveLength(1));
    const sent = fake.to(`PATCH /products/designs/${design.id}`)[0].data as FormData;
    expect([...sent.keys()]).toEqual(['name']);
  });
});
