import type { AuditEntry } from '@ela/contracts';
import { formatNumber, useAuthStore } from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import type { ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
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

/** /panel/audit-log: what administrators changed, per service, newest first. */
export function AuditLogPage() {
  const [state, change] = useListState(LIST);
  const service = isAuditedService(state.filters.service) ? state.filters.service : 'catalog';
  const query = { page: state.page, limit: LIST.limit };
  const entries = useResource(`${service}:${state.page}`, (signal) => getAuditLog(service, query, signal));
  useClampPage(entries, state, change, LIST.limit);
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
        rowKey={(entry) => entry.id}
        errorMessage="گزارش فعالیت‌ها دریافت نشد."
        empty="هنوز تغییری از مدیران در این بخش ثبت نشده است."
      />
      {entries.data && entries.data.total > 0 && (
        <Pagination
          page={state.page}
          total={entries.data.total}
          limit={LIST.limit}
          onPage={(page) => change({ page })}
        />
      )}
    </section>
  );
}
