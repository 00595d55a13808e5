import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@ela/contracts';
import { authSession, useToastStore } from '@ela/web-kit';
import { fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { page } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const ME = '0d9c8b7a-6f5e-4d3c-8b2a-190817263544';
const OTHER = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
const COLOR = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: crypto.randomUUID(),
    at: '2025-03-21T12:00:00Z',
    actorId: ME,
    actorRole: 'admin',
    method: 'DELETE',
    path: '/products/colors/{id}',
    subject: 'catalog.colors.remove',
    entityId: COLOR,
    status: 200,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    requestId: 'r-1',
    ...overrides,
  };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the audit log page', () => {
  beforeEach(() =>
    authSession.start(
      {
        access_token: 'a',
        user: {
          _id: ME,
          phone: '+989121234567',
          role: 'admin',
          firstName: 'مدیر',
          lastName: null,
          email: null,
          birthDate: null,
          nationalCode: null,
          createdAt: '2025-03-21T10:00:00.000Z',
        },
      },
      'admin',
    ),
  );
  afterEach(() => {
    // The page is still mounted here and listens to the session.
    act(() => authSession.clear());
    useToastStore.setState({ toasts: [] });
  });

  it("shows the catalog's entries as the API sends them, newest first, in Jalali with Persian digits", async () => {
    const fake = fakeApi({
      'GET /catalog/audit-log': {
        status: 200,
        data: page(
          [
            entry(),
            entry({
              actorId: OTHER,
              method: 'POST',
              path: '/products/inventory/upload-image/{id}',
              subject: 'catalog.inventories.add-image',
              status: 409,
              at: '2025-03-20T09:00:00Z',
              userAgent: 'node',
            }),
            entry({ method: 'PATCH', status: null, entityId: null, ip: null, userAgent: null }),
            // A row since removed from the table still says what kind of change it was.
            entry({ method: 'PATCH', path: '/gone/{id}', subject: 'catalog.gone.update' }),
          ],
          4,
        ),
      },
    });
    renderPanel('/panel/audit-log');
    expect(await screen.findByRole('heading', { name: 'گزارش فعالیت مدیران' })).toBeInTheDocument();
    await screen.findByRole('table');
    const [mine, theirs, unknown, removed] = rows();
    expect(mine).toHaveTextContent(/۱ فروردین ۱۴۰۴/);
    expect(mine).toHaveTextContent('شما');
    // The write in Persian from its route row; no method, path or user agent in English.
    expect(within(mine).getByText('حذف رنگ')).toHaveAttribute('title', 'DELETE /products/colors/{id}');
    expect(mine).not.toHaveTextContent(/DELETE|\/products|Mozilla|Chrome/);
    expect(within(mine).getByTitle(COLOR)).toHaveTextContent(COLOR.slice(0, 8));
    expect(mine).toHaveTextContent('انجام شد');
    expect(mine).toHaveTextContent('203.0.113.7');
    expect(mine).toHaveTextContent('کروم روی لینوکس');
    expect(within(theirs).getByTitle(OTHER)).toHaveTextContent(OTHER.slice(0, 8));
    expect(theirs).toHaveTextContent('افزودن تصویر به موجودی');
    expect(theirs).toHaveTextContent('سامانه');
    expect(theirs).not.toHaveTextContent(/node|upload-image/);
    expect(theirs).toHaveTextContent('رد شد (۴۰۹)');
    expect(unknown).toHaveTextContent('نامشخص');
    expect(removed).toHaveTextContent('ویرایش');
    expect(screen.getByText('۴ تغییر ثبت شده')).toBeInTheDocument();
    expect(fake.to('GET /catalog/audit-log')[0].params).toEqual({ page: 1, limit: 20, sort: 'newest' });
  });

  it("switches to auth's log, says when it is empty, and keeps the choice in the address", async () => {
    const fake = fakeApi({
      'GET /catalog/audit-log': { status: 200, data: page([entry()]) },
      'GET /auth/audit-log': { status: 200, data: page([]) },
    });
    const router = renderPanel('/panel/audit-log');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('radio', { name: 'حساب‌ها و ورود' }));
    expect(await screen.findByText('هنوز تغییری از مدیران در این بخش ثبت نشده است.')).toBeInTheDocument();
    expect(fake.to('GET /auth/audit-log')).toHaveLength(1);
    expect(router.state.location.search).toBe('?service=auth');
  });

  it('pages through a long log', async () => {
    const fake = fakeApi({ 'GET /catalog/audit-log': { status: 200, data: page([entry()], 45) } });
    renderPanel('/panel/audit-log');
    fireEvent.click(await screen.findByRole('button', { name: 'صفحهٔ ۲' }));
    await waitFor(() => expect(fake.to('GET /catalog/audit-log')).toHaveLength(2));
    expect(fake.to('GET /catalog/audit-log')[1].params).toMatchObject({ page: 2 });
  });

  it('says when the log could not be read, and tries again on request', async () => {
    fakeApi({
      'GET /catalog/audit-log': inTurn(
        { status: 403, data: { statusCode: 403, message: 'دسترسی ندارید' } },
        { status: 200, data: page([entry()]) },
      ),
    });
    renderPanel('/panel/audit-log');
    expect(await screen.findByRole('alert')).toHaveTextContent('گزارش فعالیت‌ها دریافت نشد.');
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the loading state while the first page is on its way', async () => {
    fakeApi({ 'GET /catalog/audit-log': () => new Promise(() => undefined) });
    renderPanel('/panel/audit-log');
    expect(await screen.findByRole('status')).toHaveTextContent('در حال بارگذاری');
  });
});
