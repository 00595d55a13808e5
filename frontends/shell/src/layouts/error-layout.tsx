import type { ReactNode } from 'react';
import './layouts.css';

/** Around error pages; a plain link home, since it may render where no router exists. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--error">
      <header className="site-header">
        <div className="container site-header__inner">
          <a href="/" className="brand">
            اِلا
          </a>
        </div>
      </header>
      <main className="container layout__main layout__main--center">{children}</main>
    </div>
  );
}
