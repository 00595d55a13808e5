import { Link } from 'react-router';
import type { Color } from '@ela/contracts';
import { formatJalaliDate, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
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
import { deleteColor, getColors } from '../api/colors.api';
import './colors.css';

const COLOR_LIST: ListSpec = { sorts: ['name', 'newest'], limit: 20 };

/** /panel/products/colors: the colours inventories can have. */
export function ColorsPage() {
  const [state, change] = useListState(COLOR_LIST);
  const query = listQuery(state, COLOR_LIST);
  const colors = useResource(JSON.stringify(query), (signal) => getColors(query, signal));
  useClampPage(colors, state, change, COLOR_LIST.limit);
  const { confirm, dialog } = useConfirm();

  async function remove(color: Color) {
    const yes = await confirm({
      title: 'حذف رنگ',
      message: `رنگ «${color.name}» حذف شود؟ رنگی که موجودی‌ای آن را دارد حذف نمی‌شود.`,
      confirmLabel: 'حذف',
      danger: true,
    });
    if (!yes || !(await succeeded(deleteColor(color.id)))) return;
    toast.success(`رنگ «${color.name}» حذف شد`);
    colors.reload();
  }

  const columns: Column<Color>[] = [
    {
      key: 'swatch',
      header: <span className="panel-visually-hidden">نمونه</span>,
      cell: (c) => <span className="panel-swatch" style={{ background: c.hex }} aria-hidden="true" />,
    },
    { key: 'name', header: 'نام', cell: (c) => <strong>{c.name}</strong> },
    { key: 'hex', header: 'کد', cell: (c) => <code dir="ltr">{c.hex}</code> },
    { key: 'created', header: 'ثبت', cell: (c) => formatJalaliDate(c.createdAt) },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (c) => (
        <div className="panel-actions">
          <Link
            className="panel-button panel-button--ghost panel-button--small"
            to={`/panel/products/colors/${c.id}`}
          >
            ویرایش
          </Link>
          <button
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-label={`حذف ${c.name}`}
            onClick={() => void remove(c)}
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
        title="رنگ‌ها"
        actions={
          <Link className="panel-button" to="/panel/products/colors/define">
            افزودن رنگ
          </Link>
        }
      >
        {colors.data && <span className="panel-muted">{formatNumber(colors.data.total)} رنگ</span>}
      </PageHeader>
      <CatalogTabs />
      <div className="panel-toolbar">
        <SearchBox label="جستجوی رنگ" value={state.q} onSearch={(q) => change({ q }, true)} />
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
        caption="فهرست رنگ‌ها"
        columns={columns}
        resource={colors}
        rowKey={(c) => c.id}
        errorMessage="فهرست رنگ‌ها دریافت نشد."
        empty={state.q ? 'رنگی با این نام پیدا نشد.' : 'هنوز رنگی ثبت نشده است.'}
      />
      {colors.data && colors.data.total > 0 && (
        <Pagination
          page={state.page}
          total={colors.data.total}
          limit={COLOR_LIST.limit}
          onPage={(page) => change({ page })}
        />
      )}
      {dialog}
    </section>
  );
}
