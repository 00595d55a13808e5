import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useResource } from '../../../hooks/use-resource';
import { MAX_TERM_LENGTH } from '../api/get-articles';
import { getBlogCategories } from '../api/get-blog-categories';
import { blogPaths } from '../blog-paths';
import './blog.css';

interface Props {
  categoryId: string | null;
  term: string;
  onSearch: (term: string) => void;
}

/** The blog's search box and its categories as chips; the chosen one is marked. */
export function BlogFilters({ categoryId, term, onSearch }: Props) {
  const [typed, setTyped] = useState(term);
  const categories = useResource('blog-categories', getBlogCategories);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <div className="blog-filters">
      <form role="search" className="blog-search" onSubmit={submit}>
        <label htmlFor="blog-search" className="visually-hidden">
          جستجو در بلاگ
        </label>
        <input
          id="blog-search"
          className="input"
          type="search"
          value={typed}
          maxLength={MAX_TERM_LENGTH}
          placeholder="جستجو در مقاله‌ها…"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          جستجو
        </button>
      </form>
      {categories.status === 'success' && categories.data.length > 0 && (
        <nav className="blog-chips" aria-label="دسته‌بندی‌های بلاگ">
          <Link
            to={blogPaths.list}
            className="blog-chip"
            aria-current={!categoryId && !term ? 'page' : undefined}
          >
            همه
          </Link>
          {categories.data.map((category) => (
            <Link
              key={category.id}
              to={blogPaths.category(category.id)}
              className="blog-chip"
              aria-current={category.id === categoryId ? 'page' : undefined}
            >
              {category.name}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
