import { useEffect, useState } from 'react';
import type { Category } from '@ela/contracts';
import { getMainCategories } from '../api/header-search';

/** The main categories, once `wanted` (a search found nothing); empty until they are known. */
export function useFallbackCategories(wanted: boolean): Category[] {
  const [mains, setMains] = useState<Category[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void getMainCategories().then((found) => current && setMains(found));
    return () => {
      current = false;
    };
  }, [wanted]);
  return mains;
}
