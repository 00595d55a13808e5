import { act, fireEvent, screen } from '@testing-library/react';
import type { Toddler } from '@ela/contracts';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { page } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

const STAMP = '2025-03-21T10:00:00.000Z';
const photo = {
  key: 'eeeeeeeeeeeeeeeeeeeeeeee',
  urls: {
    thumb: '/media/eeeeeeeeeeeeeeeeeeeeeeee-thumb.webp',
    card: '/media/eeeeeeeeeeeeeeeeeeeeeeee-card.webp',
    large: '/media/eeeeeeeeeeeeeeeeeeeeeeee-large.webp',
  },
};

function toddler(name: string, extra: Partial<Toddler> = {}): Toddler {
  return {
    id: `${name}-id`,
    name,
    ageMonths: 20,
    photo,
    status: 'approved',
    rejectionReason: null,
    createdAt: STAMP,
    reviewedAt: STAMP,
    ...extra,
  };
}

describe('the toddler league', () => {
  beforeEach(() => {
    // jsdom's File is not the Blob Node's URL knows; the browser makes a real preview address.
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('explains the league and leads to the gallery and the upload form', async () => {
    renderShop('/league');
    expect(await screen.findByRole('heading', { name: 'لیگ کودکان اِلا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فرستادن عکس' })).toHaveAttribute(
      'href',
      '/league/toddlers/upload',
    );
    expect(screen.getByRole('link', { name: 'دیدن گالری' })).toHaveAttribute('href', '/league/toddlers');
  });

  it('shows approved toddlers a page at a time, and those of one name', async () => {
    const api = fakeApi({
      'GET /toddler/all': (request) => ({
        status: 200,
        data: page([toddler(`ریحانه ${request.params.page}`)], {
          page: request.params.page,
          limit: 1,
          total: 2,
        }),
      }),
      [`GET /toddler/byName/${encodeURIComponent('آرش')}`]: { status: 200, data: page([]) },
    });
    renderShop('/league/toddlers');
    const card = await screen.findByTestId('toddler-card');
    expect(card).toHaveTextContent('ریحانه 1');
    expect(card).toHaveTextContent('۱ سال و ۸ ماه');
    fireEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    expect(await screen.findByText('ریحانه 2')).toBeInTheDocument();
    expect(api.to('GET /toddler/all').map((r) => r.params)).toEqual([
      { page: 1, limit: 24 },
      { page: 2, limit: 24 },
    ]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'جستجوی نام کودک' }), {
      target: { value: 'آرش' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(await screen.findByText('کودکی با این نام پیدا نشد')).toBeInTheDocument();
  });

  it('checks the form, sends the photo with its progress, and lists what the parent sent with the reason of a rejection', async () => {
    const rejected = toddler('آرش', {
      status: 'rejected',
      rejectionReason: 'عکس تار است',
      reviewedAt: STAMP,
    });
    const sent = toddler('ریحانه', { status: 'pending', reviewedAt: null });
    let mine = [rejected];
    const api = fakeApi({
      'GET /toddler/mine': () => ({ status: 200, data: page(mine) }),
      'POST /toddler': (request) => {
        request.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
        mine = [sent, rejected];
        return { status: 201, data: sent };
      },
    });
    renderShop('/league/toddlers/upload');
    expect(await screen.findByText('دلیل: عکس تار است')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'فرستادن برای بررسی' }));
    expect(screen.getByText('نام کودک را بنویسید (دست‌کم دو حرف)')).toBeInTheDocument();
    expect(screen.getByText('یک عکس انتخاب کنید')).toBeInTheDocument();
    const input = screen.getByLabelText('عکس کودک');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن برای بررسی' }));
    expect(await screen.findByText('فقط تصویر JPEG، PNG، WebP یا AVIF پذیرفته می‌شود')).toBeInTheDocument();
    expect(api.to('POST /toddler')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('نام کودک'), { target: { value: 'ریحانه' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'ماه' }), { target: { value: '8' } });
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'فرستادن برای بررسی' }));
    });
    const form = api.to('POST /toddler')[0].data as FormData;
    expect([form.get('name'), form.get('ageMonths'), form.has('file')]).toEqual(['ریحانه', '20', true]);
    const entries = await screen.findAllByTestId('my-toddler');
    expect(entries[0]).toHaveTextContent('در انتظار بررسی');
    expect(entries).toHaveLength(2);
    // The waiting entry shows its photo; the rejected one's was deleted, so its initial stands in.
    expect(entries[0].querySelector('img')).not.toBeNull();
    expect(entries[1].querySelector('img')).toBeNull();
    expect(entries[1].querySelector('.catalog-image--empty')).toHaveTextContent('آ');
  });
});
