import { render } from '@testing-library/react';
import { usePageMeta, type MetaLevel, type PageMeta } from './page-meta';

function Meta({ meta, level, children }: { meta: PageMeta; level?: MetaLevel; children?: React.ReactNode }) {
  usePageMeta(meta, level);
  return <>{children}</>;
}

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="server" /><link rel="canonical" href="x" />';
  });

  it("lets a page's own title win over its screen's, whatever order effects run in", () => {
    const { rerender, unmount } = render(
      <Meta meta={{ title: 'محصولات' }} level="screen">
        <Meta meta={{ title: 'پارچه کتان', description: 'کتان نخی' }} />
      </Meta>,
    );
    expect(document.title).toBe('پارچه کتان | فروشگاه اِلا');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'کتان نخی');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    rerender(<Meta meta={{ title: 'داشبورد', area: 'panel' }} level="screen" />);
    expect(document.title).toBe('داشبورد | پنل مدیریت اِلا');
    unmount();
  });

  it('puts an error page over both', () => {
    render(
      <Meta meta={{ title: 'محصول' }} level="screen">
        <Meta meta={{ title: 'صفحه پیدا نشد' }} level="error" />
        <Meta meta={{ title: 'پارچه' }} />
      </Meta>,
    );
    expect(document.title).toBe('صفحه پیدا نشد | فروشگاه اِلا');
  });
});
