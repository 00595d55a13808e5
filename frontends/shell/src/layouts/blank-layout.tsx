import type { ReactNode } from 'react';
import './layouts.css';

/** Nothing around the page (login screens). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <main className="layout layout--blank">{children}</main>;
}
