import { Link } from 'react-router';
import type { Design } from '@ela/contracts';
import { formatJalaliDate, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { mediaUrl } from '../../../shared/api/media-url';
import { useResource } from '../../../shared/api/use-resource';
import { CatalogTabs } from '../../../shared/components/catalog-tabs';
import { useConfirm } from '../../../shared/components/confirm-dialog';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { SearchBox } from '../../../shared/components/search-box';
import { listQuery, type ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
import { deleteDesign, getDesigns } from '../api/designs.api';

const DESIGN_LIST: ListSpec = { sorts: ['name', 'newest'], limit: 20 };

/** /panel/products/designs: the patterns inventories can have, with their pictures. */
export function DesignsPage() {
  const [state, change] = useListState(DESIGN_LIST);
  const query = listQuery(state, DESIGN_LIST);
  const designs = useResource(JSON.stringify(query), (signal) => getDesigns(query, signal));
  useClampPage(designs, state, change, DESIGN_LIST.limit);
  const { confirm, dialog } = useConfirm();

  async function remove(design: Design) {
    const yes = await confirm({
      title: 'حذف طرح',
      message: `طرح «${design.name}» حذف شود؟ طرحی که موجودی‌ای آن را دارد حذف نمی‌شود.`,
      confirmLabel: 'حذف',
      danger: true,
    });
    if (!yes || !(await succeeded(deleteDesign(design.id)))) return;
    toast.success(`طرح «${design.name}» حذف شد`);
    designs.reload();
  }

  const columns: Column<Design>[] = [
    {
      key: 'image',
      header: <span className="panel-visually-hidden">تصویر</span>,
      cell: (d) =>
        d.image ? (
          <img className="panel-thumb" src={mediaUrl(d.image.urls.thumb)} alt="" loading="lazy" />
        ) : (
          <span className="panel-thumb" aria-hidden="true" />
        ),
    },
    { key: 'name', header: 'نام', cell: (d) => <strong>{d.name}</strong> },
    { key: 'created', header: 'ثبت', cell: (d) => formatJalaliDate(d.createdAt) },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (d) => (
        <div className="panel-actions">
          <Link
            className="panel-button panel-button--ghost panel-button--small"
            to={`/panel/products/designs/${d.id}`}
          >
            ویرایش
          </Link>
          <button
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-label={`حذف ${d.name}`}
            onClick={() => void remove(d)}
          >
            حذف
          </button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="طرح‌ها"
        actions={
          <Link className="panel-button" to="/panel/products/designs/define">
            افزودن طرح
          </Link>
        }
      >
        {designs.data && <span className="panel-muted">{formatNumber(designs.data.total)} طرح</span>}
      </PageHeader>
      <CatalogTabs />
      <div className="panel-toolbar">
        <SearchBox label="جستجوی طرح" value={state.q} onSearch={(q) => change({ q }, true)} />
        <select
          className="panel-input"
          aria-label="مرتب‌سازی"
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        >
          <option value="name">نام (الفبایی)</option>
          <option value="newest">جدیدترین</option>
        </select>
      </div>
      <DataTable
        caption="فهرست طرح‌ها"
        columns={columns}
        resource={designs}
        rowKey={(d) => d.id}
        errorMessage="فهرست طرح‌ها دریافت نشد."
        empty={state.q ? 'طرحی با این نام پیدا نشد.' : 'هنوز طرحی ثبت نشده است.'}
      />
      {designs.data && designs.data.total > 0 && (
        <Pagination
          page={state.page}
          total={designs.data.total}
          limit={DESIGN_LIST.limit}
          onPage={(page) => change({ page })}
        />
      )}
      {dialog}
    </section>
  );
}
