import { useEffect } from 'react';
import { useParams } from 'react-router';
import { formatNumber, trackSearch } from '@ela/web-kit';
import { InventoryCard } from '../../../catalog/components/inventory-card';
import { PagedGrid } from '../../../catalog/components/paged-grid';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { usePagedList } from '../../../catalog/hooks/use-paged-list';
import { MAX_TERM_LENGTH, loadSearchPage } from '../api/search-inventories';
import { NoResults } from './no-results';

/** /search/{term}: everything whose name or product number matches, a page at a time. */
export function SearchPage() {
  const term = (useParams().id ?? '').trim().slice(0, MAX_TERM_LENGTH);
  if (!term)
    return (
      <>
        <h1 className="page-title">جستجو</h1>
        <EmptyNotice title="چه چیزی را جستجو کنیم؟">نام پارچه یا کد محصول را در جستجو بنویسید.</EmptyNotice>
      </>
    );
  return <SearchResults key={term} term={term} />;
}

function SearchResults({ term }: { term: string }) {
  const results = usePagedList(term, loadSearchPage);
  const found = results.status === 'success' ? results.total : null;
  // Once per term, when its first page has come: a term that found nothing is counted as such.
  useEffect(() => {
    if (found !== null) trackSearch(term, found);
  }, [term, found]);
  return (
    <>
      <h1 className="page-title">نتیجهٔ جستجو برای «{term}»</h1>
      <p className="page-lead" aria-live="polite">
        {results.status === 'success' ? `${formatNumber(results.total)} مورد پیدا شد` : ' '}
      </p>
      <PagedGrid
        list={results}
        card={(inventory) => <InventoryCard key={inventory.id} inventory={inventory} />}
        failure="نتیجهٔ جستجو دریافت نشد."
        empty={<NoResults term={term} />}
      />
    </>
  );
}
