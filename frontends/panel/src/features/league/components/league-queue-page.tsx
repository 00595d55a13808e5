import { Link } from 'react-router';
import type { ToddlerForReview, ToddlerStatus, UpdateToddlerBody } from '@ela/contracts';
import { formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { ListToolbar } from '../../../shared/components/list-toolbar';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/components/state-views';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { listQuery, type ListSpec, type ListState } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
import { getReviewQueue, removeToddler, reviewToddler } from '../api/toddlers.api';
import { ReviewCard } from './review-card';
import './league.css';

const QUEUE: ListSpec = { sorts: ['oldest', 'newest'], filters: ['status'], limit: 12 };
const SORT_LABELS = { oldest: 'قدیمی‌ترین', newest: 'جدیدترین' };
const TABS: { status: ToddlerStatus; label: string; empty: string }[] = [
  { status: 'pending', label: 'در انتظار بررسی', empty: 'عکسی در انتظار بررسی نیست.' },
  { status: 'approved', label: 'تأییدشده', empty: 'هنوز عکسی تأیید نشده است.' },
  { status: 'rejected', label: 'ردشده', empty: 'عکس ردشده‌ای نیست.' },
];
const DONE: Record<string, string> = {
  approved: 'تأیید شد',
  rejected: 'رد شد',
  pending: 'به صف بررسی برگشت',
};

const statusOf = (state: ListState) => (state.filters.status as ToddlerStatus | undefined) ?? 'pending';

/** /panel/league: the toddler league's moderation queue; nothing is public until approved here. */
export function LeagueQueuePage() {
  const listing = useListing(
    QUEUE,
    (state, spec) => ({ ...listQuery(state, spec), status: statusOf(state) }),
    getReviewQueue,
  );
  const queue = listing.rows;
  const status = statusOf(listing.state);
  const { confirmDelete, dialog } = useConfirmedDelete(queue.reload);
  const tab = TABS.find((t) => t.status === status) ?? TABS[0];

  async function review(toddler: ToddlerForReview, body: UpdateToddlerBody): Promise<boolean> {
    if (!(await succeeded(reviewToddler(toddler.id, body)))) return false;
    toast.success(body.status ? `«${toddler.name}» ${DONE[body.status]}` : `«${toddler.name}» ذخیره شد`);
    queue.reload();
    return true;
  }

  const remove = (toddler: ToddlerForReview) =>
    confirmDelete(
      {
        title: 'حذف از لیگ',
        message: `عکس «${toddler.name}» برای همیشه از لیگ حذف شود؟`,
        done: `«${toddler.name}» حذف شد`,
      },
      () => removeToddler(toddler.id),
    );

  return (
    <section>
      <PageHeader title="لیگ کودکان">
        {queue.data && (
          <span className="panel-muted">
            {formatNumber(queue.data.total)} عکس {tab.label}
          </span>
        )}
      </PageHeader>
      <nav className="panel-tabs" aria-label="وضعیت عکس‌ها">
        {TABS.map((t) => (
          <Link
            key={t.status}
            to={t.status === 'pending' ? '/panel/league' : `/panel/league?status=${t.status}`}
            className={`panel-tabs__link${t.status === status ? ' active' : ''}`}
            aria-current={t.status === status ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <ListToolbar listing={listing} sorts={SORT_LABELS} />
      {queue.status === 'error' ? (
        <ErrorState message="صف بررسی دریافت نشد." onRetry={queue.reload} />
      ) : !queue.data ? (
        <LoadingState />
      ) : queue.data.items.length === 0 ? (
        <EmptyState>{tab.empty}</EmptyState>
      ) : (
        <div className="review-grid" aria-busy={queue.status === 'loading'}>
          {queue.data.items.map((toddler) => (
            <ReviewCard
              key={toddler.id}
              toddler={toddler}
              onReview={review}
              onRemove={(t) => void remove(t)}
            />
          ))}
        </div>
      )}
      <Pagination listing={listing} />
      {dialog}
    </section>
  );
}
