import { RECENT_SEARCHES_LIMIT, forgetSearches, readRecentSearches, rememberSearch } from './recent-searches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, once each however it was typed, and only so many', () => {
    rememberSearch('کتان');
    rememberSearch('  مخمل   نرم ');
    expect(rememberSearch('كتان')).toEqual(['كتان', 'مخمل نرم']);
    for (let i = 0; i < 10; i++) rememberSearch(`پارچه ${i}`);
    expect(readRecentSearches()).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(readRecentSearches()[0]).toBe('پارچه 9');
    forgetSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('survives what another script left in the key', () => {
    localStorage.setItem('ela:recent-searches', '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('ela:recent-searches', JSON.stringify(['ساتن', 4, null]));
    expect(readRecentSearches()).toEqual(['ساتن']);
  });
});
