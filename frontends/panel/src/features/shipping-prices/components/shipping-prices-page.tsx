import { useState } from 'react';
import type { ShippingPrice } from '@ela/contracts';
import { formatNumber, formatToman, toast } from '@ela/web-kit';
import { attempt } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadingState } from '../../../shared/components/state-views';
import {
  createShippingPrice,
  getCities,
  getShippingPrices,
  setShippingPriceEnabled,
  updateShippingPrice,
} from '../api/shipping-prices.api';
import { ShippingPriceForm } from './shipping-price-form';
import { emptyPrice, priceValues } from './shipping-price.model';
import './shipping-prices.css';

type Editing =
  { mode: 'closed' } | { mode: 'new'; method: 'Post' | 'Peyk' } | { mode: 'edit'; price: ShippingPrice };

const METHOD_LABELS = { Post: 'پست', Peyk: 'پیک' } as const;

function summary(p: ShippingPrice): string {
  if (p.method === 'Post') return `${formatNumber(p.bands.length)} بازهٔ وزنی`;
  const km = p.perKm === 0 ? 'ثابت' : `+ ${formatToman(p.perKm)} هر کیلومتر`;
  return `${formatToman(p.base)} ${km}، ${formatNumber(p.cities.length)} شهر`;
}

/**
 * City names of a Peyk price: the address book's city ids carry their province's id in front
 * (province × 1000 + n, services/auth/data/iran-regions.json), so only those provinces are asked.
 */
async function cityNames(p: ShippingPrice, signal: AbortSignal): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (p.method !== 'Peyk') return names;
  const provinces = [...new Set(p.cities.map((c) => Math.floor(c.cityId / 1000)))];
  const lists = await Promise.all(provinces.map((id) => getCities(id, signal).catch(() => [])));
  for (const city of lists.flat()) names.set(city.id, city.name);
  return names;
}

function EditPrice({ price, onDone }: { price: ShippingPrice; onDone: (saved?: ShippingPrice) => void }) {
  const names = useResource(price.id, (signal) => cityNames(price, signal));
  if (names.status === 'loading' || !names.data) return <LoadingState />;
  return (
    <ShippingPriceForm
      initial={priceValues(price, (id) => names.data?.get(id) ?? '')}
      submitLabel="ذخیرهٔ تغییرات"
      onCancel={() => onDone()}
      onSubmit={async (body) => {
        const saved = await updateShippingPrice(price.id, body);
        toast.success(`«${saved.title}» ذخیره شد`);
        onDone(saved);
      }}
    />
  );
}

/** /panel/shipping-prices: Post and Peyk prices; at most one enabled per method. */
export function ShippingPricesPage() {
  const prices = useResource('prices', async (signal) => {
    const items = await getShippingPrices(signal);
    return { items };
  });
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  async function toggle(p: ShippingPrice) {
    const saved = await attempt(setShippingPriceEnabled(p.id, !p.enabled));
    if (saved) {
      toast.success(
        saved.enabled ? `«${saved.title}» به مشتری‌ها پیشنهاد می‌شود` : `«${saved.title}» غیرفعال شد`,
      );
      prices.reload();
    }
  }

  const columns: Column<ShippingPrice>[] = [
    { key: 'method', header: 'روش', cell: (p) => METHOD_LABELS[p.method] },
    { key: 'title', header: 'عنوان', cell: (p) => p.title },
    { key: 'summary', header: 'خلاصه', cell: summary },
    { key: 'enabled', header: 'وضعیت', cell: (p) => (p.enabled ? 'فعال' : 'غیرفعال') },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">کارها</span>,
      className: 'panel-table__actions',
      cell: (p) => (
        <div className="panel-actions">
          <button
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-label={`ویرایش ${p.title}`}
            onClick={() => setEditing({ mode: 'edit', price: p })}
          >
            ویرایش
          </button>
          {/* Reversible at once, so not styled as the page's main action. */}
          <button
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-label={`${p.enabled ? 'غیرفعال کردن' : 'فعال کردن'} ${p.title}`}
            onClick={() => toggle(p)}
          >
            {p.enabled ? 'غیرفعال کردن' : 'فعال کردن'}
          </button>
        </div>
      ),
    },
  ];

  const close = () => setEditing({ mode: 'closed' });
  return (
    <section>
      <PageHeader
        title="هزینهٔ ارسال"
        actions={
          editing.mode === 'closed' && (
            <>
              <button
                type="button"
                className="panel-button"
                onClick={() => setEditing({ mode: 'new', method: 'Post' })}
              >
                قیمت تازهٔ پست
              </button>
              <button
                type="button"
                className="panel-button"
                onClick={() => setEditing({ mode: 'new', method: 'Peyk' })}
              >
                قیمت تازهٔ پیک
              </button>
            </>
          )
        }
      >
        <p className="panel-muted">
          از هر روش فقط یک قیمت فعال است و قیمت غیرفعال هرگز به مشتری پیشنهاد نمی‌شود. قیمت‌ها حذف نمی‌شوند؛
          غیرفعالشان کنید.
        </p>
      </PageHeader>
      {editing.mode === 'new' && (
        <ShippingPriceForm
          key={editing.method}
          initial={emptyPrice(editing.method)}
          submitLabel="ثبت قیمت"
          onCancel={close}
          onSubmit={async (body) => {
            const saved = await createShippingPrice({ ...body, enabled: true });
            toast.success(`«${saved.title}» ثبت شد`);
            close();
            prices.reload();
          }}
        />
      )}
      {editing.mode === 'edit' && (
        <EditPrice
          key={editing.price.id}
          price={editing.price}
          onDone={(saved) => {
            close();
            if (saved) prices.reload();
          }}
        />
      )}
      <DataTable
        caption="قیمت‌های ارسال"
        columns={columns}
        resource={prices}
        errorMessage="قیمت‌های ارسال دریافت نشد."
        empty="هنوز قیمتی ثبت نشده؛ تا آن وقت هیچ روش ارسالی به مشتری پیشنهاد نمی‌شود."
      />
    </section>
  );
}
