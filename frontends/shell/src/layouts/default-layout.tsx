import { useState, type ReactNode } from 'react';
import type { Screen } from '../../server/screens';
import { BottomNav } from './bottom-nav';
import { BottomNavRequest } from './bottom-nav-request';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layouts.css';

/**
 * The storefront: header, page, and on phones a bottom bar (except where the screen hides it).
 * Without a screen (an address that is no page) it holds the 404 page.
 */
export function DefaultLayout({ screen, children }: { screen?: Screen; children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const withBottomNav = screen?.bottomNav !== false || requested;
  return (
    <div className={`layout layout--default${withBottomNav ? ' layout--with-bottom-nav' : ''}`}>
      <SiteHeader />
      <main className="container layout__main">
        <BottomNavRequest.Provider value={setRequested}>{children}</BottomNavRequest.Provider>
      </main>
      <SiteFooter />
      {withBottomNav && <BottomNav />}
    </div>
  );
}
