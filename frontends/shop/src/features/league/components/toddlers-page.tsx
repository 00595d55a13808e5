import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedGrid } from '../../../catalog/components/paged-grid';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { usePagedList } from '../../../catalog/hooks/use-paged-list';
import { EVERYONE, loadGalleryPage } from '../api/get-toddlers';
import { ToddlerCard } from './toddler-card';
import './league.css';

/** /league/toddlers: the gallery of approved toddlers, newest first, a page at a time; `?name=` narrows it. */
export function ToddlersPage() {
  const [params, setParams] = useSearchParams();
  const name = (params.get('name') ?? '').trim().slice(0, 40);
  return (
    <div className="league-page">
      <div className="league-gallery__header">
        <h1 className="page-title">گالری لیگ کودکان</h1>
        <Link to="/league/toddlers/upload" className="button">
          فرستادن عکس
        </Link>
      </div>
      <NameSearch
        key={`search:${name}`}
        name={name}
        onSearch={(typed) => setParams(typed ? { name: typed } : {})}
      />
      <Gallery key={`gallery:${name}`} name={name} />
    </div>
  );
}

function NameSearch({ name, onSearch }: { name: string; onSearch: (name: string) => void }) {
  const [typed, setTyped] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="league-search" onSubmit={submit}>
      <label htmlFor="toddler-name" className="visually-hidden">
        جستجوی نام کودک
      </label>
      <input
        id="toddler-name"
        className="input"
        type="search"
        value={typed}
        maxLength={40}
        placeholder="نام کودک…"
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="button button--ghost">
        جستجو
      </button>
    </form>
  );
}

function Gallery({ name }: { name: string }) {
  const toddlers = usePagedList(name || EVERYONE, loadGalleryPage);
  return (
    <PagedGrid
      list={toddlers}
      card={(toddler) => <ToddlerCard key={toddler.id} toddler={toddler} />}
      failure="گالری دریافت نشد."
      empty={
        name ? (
          <EmptyNotice
            title="کودکی با این نام پیدا نشد"
            action={{ to: '/league/toddlers', label: 'همهٔ گالری' }}
          />
        ) : (
          <EmptyNotice
            title="گالری هنوز خالی است"
            action={{ to: '/league/toddlers/upload', label: 'اولین عکس را بفرستید' }}
          >
            عکس‌ها پس از بررسی اینجا نمایش داده می‌شوند.
          </EmptyNotice>
        )
      }
    />
  );
}
