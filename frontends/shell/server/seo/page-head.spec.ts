import { renderHead, withHead } from './page-head';

describe('renderHead', () => {
  it('escapes every value, so no name can close a tag or a script', () => {
    const html = renderHead({
      title: 'پارچه "ساتن" <براق> & نرم',
      description: "توضیح '</title>",
      canonical: 'https://ela.test/product/a%22b',
      indexable: true,
      openGraph: { 'og:title': '</meta><script>x</script>', 'twitter:card': 'summary' },
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    });
    expect(html).toContain('<title>پارچه &quot;ساتن&quot; &lt;براق&gt; &amp; نرم</title>');
    expect(html).toContain('content="توضیح &#39;&lt;/title&gt;"');
    expect(html).toContain(
      '<meta property="og:title" content="&lt;/meta&gt;&lt;script&gt;x&lt;/script&gt;" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('noindex');
  });

  it('keeps pages out of search results on request', () => {
    expect(renderHead({ title: 't', description: 'd', indexable: false })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it("replaces the built page's title and adds to the end of its head, even with $ patterns", () => {
    expect(
      withHead('<head><title>old</title><script></script></head>', '<title>$& $1</title>', '<link $&>'),
    ).toBe('<head><title>$& $1</title><script></script><link $&></head>');
  });
});
