import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ToddlerForReview } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { image, page } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const toddler = (name: string, extra: Partial<ToddlerForReview> = {}): ToddlerForReview => ({
  id: `${name}-id`,
  parentId: 'parent-id',
  name,
  ageMonths: 20,
  photo: image('ffffffffffffffffffffffff'),
  status: 'pending',
  rejectionReason: null,
  createdAt: '2025-03-21T10:00:00Z',
  reviewedAt: null,
  ...extra,
});

afterEach(() => useToastStore.setState({ toasts: [] }));

/** The shell shows toasts; here the store is read. */
const toasted = (message: string) =>
  waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(message));

describe('the toddler moderation queue', () => {
  it('approves a waiting entry, and asks for the reason the parent will read before rejecting', async () => {
    const api = fakeApi({
      'GET /toddler/review': { status: 200, data: page([toddler('ریحانه'), toddler('آرش')]) },
      'PATCH /toddler/ریحانه-id': (request) => ({
        status: 200,
        data: { ...toddler('ریحانه'), ...(bodyOf(request) as object) },
      }),
      'PATCH /toddler/آرش-id': (request) => ({
        status: 200,
        data: { ...toddler('آرش'), ...(bodyOf(request) as object) },
      }),
    });
    renderPanel('/panel/league');
    const first = await screen.findByRole('article', { name: 'ریحانه' });
    expect(first).toHaveTextContent('۱ سال و ۸ ماه');
    expect(api.to('GET /toddler/review')[0].params).toMatchObject({ status: 'pending', sort: 'oldest' });

    fireEvent.click(within(first).getByRole('button', { name: 'تأیید ریحانه' }));
    await toasted('«ریحانه» تأیید شد');
    expect(bodyOf(api.to('PATCH /toddler/ریحانه-id')[0])).toEqual({ status: 'approved' });

    const second = screen.getByRole('article', { name: 'آرش' });
    fireEvent.click(within(second).getByRole('button', { name: 'رد' }));
    fireEvent.click(within(second).getByRole('button', { name: 'ثبت رد' }));
    expect(within(second).getByRole('alert')).toHaveTextContent('این بخش را پر کنید');
    expect(api.to('PATCH /toddler/آرش-id')).toHaveLength(0);
    fireEvent.change(within(second).getByLabelText(/دلیل رد/), { target: { value: 'چهرهٔ کودک پیدا نیست' } });
    fireEvent.click(within(second).getByRole('button', { name: 'ثبت رد' }));
    await toasted('«آرش» رد شد');
    expect(bodyOf(api.to('PATCH /toddler/آرش-id')[0])).toEqual({
      status: 'rejected',
      rejectionReason: 'چهرهٔ کودک پیدا نیست',
    });
  });

  it('shows each state on its own tab, and says when one is empty', async () => {
    const api = fakeApi({
      'GET /toddler/review': (request) => ({
        status: 200,
        data: page(
          request.params.status === 'rejected'
            ? [toddler('نیما', { status: 'rejected', rejectionReason: 'عکس تار است' })]
            : [],
        ),
      }),
    });
    renderPanel('/panel/league');
    expect(await screen.findByText('عکسی در انتظار بررسی نیست.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'ردشده' }));
    const card = await screen.findByRole('article', { name: 'نیما' });
    expect(card).toHaveTextContent('دلیل رد: عکس تار است');
    expect(within(card).queryByRole('button', { name: 'رد' })).not.toBeInTheDocument();
    // Rejecting deleted the photo: it is neither shown nor can the entry be approved any more.
    expect(card).toHaveTextContent('عکس پس از رد شدن پاک شد');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /تأیید/ })).not.toBeInTheDocument();
    expect(api.to('GET /toddler/review').at(-1)?.params).toMatchObject({ status: 'rejected' });
  });
});
