import type { ReactNode } from 'react';
import type { Screen } from '../../server/screens';
import { BottomNav } from './bottom-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layouts.css';

/** The storefront: header, page, and on phones a bottom bar (except where the screen hides it). */
export function DefaultLayout({ screen, children }: { screen: Screen; children: ReactNode }) {
  const withBottomNav = screen.bottomNav !== false;
  return (
    <div className={`layout layout--default${withBottomNav ? ' layout--with-bottom-nav' : ''}`}>
      <SiteHeader />
      <main className="container layout__main">{children}</main>
      <SiteFooter />
      {withBottomNav && <BottomNav />}
    </div>
  );
}
