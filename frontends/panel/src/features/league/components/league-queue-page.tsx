import { Link } from 'react-router';
import type { ToddlerForReview, ToddlerStatus, UpdateToddlerBody } from '@ela/contracts';
import { formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { useConfirm } from '../../../shared/components/confirm-dialog';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/components/state-views';
import { listQuery, type ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
import { getReviewQueue, removeToddler, reviewToddler } from '../api/toddlers.api';
import { ReviewCard } from './review-card';
import './league.css';

const QUEUE: ListSpec = { sorts: ['oldest', 'newest'], filters: ['status'], limit: 12 };
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

/** /panel/league: the toddler league's moderation queue; nothing is public until approved here. */
export function LeagueQueuePage() {
  const [state, change] = useListState(QUEUE);
  const status = (state.filters.status as ToddlerStatus | undefined) ?? 'pending';
  const query = { ...listQuery(state, QUEUE), status };
  const queue = useResource(JSON.stringify(query), (signal) => getReviewQueue(query, signal));
  useClampPage(queue, state, change, QUEUE.limit);
  const { confirm, dialog } = useConfirm();
  const tab = TABS.find((t) => t.status === status) ?? TABS[0];

  async function review(toddler: ToddlerForReview, body: UpdateToddlerBody): Promise<boolean> {
    if (!(await succeeded(reviewToddler(toddler.id, body)))) return false;
    toast.success(body.status ? `«${toddler.name}» ${DONE[body.status]}` : `«${toddler.name}» ذخیره شد`);
    queue.reload();
    return true;
  }

  async function remove(toddler: ToddlerForReview) {
    const yes = await confirm({
      title: 'حذف از لیگ',
      message: `عکس «${toddler.name}» برای همیشه از لیگ حذف شود؟`,
      confirmLabel: 'حذف',
      danger: true,
    });
    if (!yes || !(await succeeded(removeToddler(toddler.id)))) return;
    toast.success(`«${toddler.name}» حذف شد`);
    queue.reload();
  }

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
      <div className="panel-toolbar">
        <select
          className="panel-input"
          aria-label="مرتب‌سازی"
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        >
          <option value="oldest">قدیمی‌ترین</option>
          <option value="newest">جدیدترین</option>
        </select>
      </div>
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
      {queue.data && queue.data.total > 0 && (
        <Pagination
          page={state.page}
          total={queue.data.total}
          limit={QUEUE.limit}
          onPage={(page) => change({ page })}
        />
      )}
      {dialog}
    </section>
  );
}
