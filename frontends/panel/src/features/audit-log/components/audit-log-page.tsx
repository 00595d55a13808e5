import type { AuditEntry } from '@ela/contracts';
import { formatNumber, useAuthStore } from '@ela/web-kit';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { pageQuery, type ListSpec, type ListState } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
import { AUDITED_SERVICES, getAuditLog, isAuditedService, type AuditedService } from '../api/audit-log.api';
import { ActionCell, ActorCell, AddressCell, EntityCell, OutcomeCell, WhenCell } from './audit-entry-cells';
import './audit-log.css';

const LIST: ListSpec = { sorts: ['newest'], filters: ['service'], limit: 20 };
const SERVICE_LABELS: Record<AuditedService, string> = {
  catalog: 'کاتالوگ محصولات',
  orders: 'سفارش‌ها و تخفیف‌ها',
  payments: 'پرداخت‌ها',
  content: 'بلاگ و لیگ کودکان',
  auth: 'حساب‌ها و ورود',
};

const serviceOf = (state: ListState) =>
  isAuditedService(state.filters.service) ? state.filters.service : 'catalog';

/** /panel/audit-log: what administrators changed, per service, newest first. */
export function AuditLogPage() {
  const listing = useListing(
    LIST,
    (state, spec) => ({ service: serviceOf(state), ...pageQuery(state, spec) }),
    ({ service, ...query }, signal) => getAuditLog(service, query, signal),
  );
  const { state, change, rows: entries } = listing;
  const service = serviceOf(state);
  const selfId = useAuthStore((session) => session.user?._id);

  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: 'زمان', cell: (entry) => <WhenCell entry={entry} /> },
    { key: 'actor', header: 'مدیر', cell: (entry) => <ActorCell entry={entry} selfId={selfId} /> },
    { key: 'action', header: 'کار', cell: (entry) => <ActionCell entry={entry} /> },
    { key: 'entity', header: 'مورد', cell: (entry) => <EntityCell entry={entry} /> },
    { key: 'outcome', header: 'نتیجه', cell: (entry) => <OutcomeCell entry={entry} /> },
    { key: 'address', header: 'نشانی', cell: (entry) => <AddressCell entry={entry} /> },
  ];

  return (
    <section>
      <PageHeader title="گزارش فعالیت مدیران">
        {entries.data && (
          <span className="panel-muted">{formatNumber(entries.data.total)} تغییر ثبت شده</span>
        )}
      </PageHeader>
      <fieldset className="panel-choice-group panel-toolbar">
        <legend className="panel-visually-hidden">سرویس</legend>
        <div className="panel-choice">
          {AUDITED_SERVICES.map((name) => (
            <label key={name}>
              <input
                type="radio"
                name="service"
                value={name}
                checked={service === name}
                onChange={() => change({ filters: { service: name === 'catalog' ? '' : name } })}
              />
              {SERVICE_LABELS[name]}
            </label>
          ))}
        </div>
      </fieldset>
      <DataTable
        caption={`فعالیت مدیران در ${SERVICE_LABELS[service]}، جدیدترین در بالا`}
        columns={columns}
        resource={entries}
        errorMessage="گزارش فعالیت‌ها دریافت نشد."
        empty="هنوز تغییری از مدیران در این بخش ثبت نشده است."
      />
      <Pagination listing={listing} />
    </section>
  );
}
