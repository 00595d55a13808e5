import { articleText, readingMinutes, sanitizeArticle } from './article-html';

const IMG = '/media/0123456789abcdef01234567-large.webp';

describe('sanitizeArticle', () => {
  it('keeps the rich text the editor writes', () => {
    const html =
      '<h2 dir="rtl">دوخت</h2><p>پارچهٔ <strong>کتان</strong> و <em>مخمل</em></p>' +
      '<ul><li>یک</li></ul><blockquote><p>نقل</p></blockquote>' +
      `<p><img src="${IMG}" alt="پرده" width="1200" height="800"></p>`;
    expect(sanitizeArticle(html)).toBe(html.replace('height="800">', 'height="800" />'));
  });

  it('removes script tags with their content, and styles', () => {
    const out = sanitizeArticle(
      '<p>سلام<script>alert(1)</script></p><style>p{}</style><iframe src="x"></iframe>',
    );
    expect(out).toBe('<p>سلام</p>');
  });

  it('removes event handlers and style attributes', () => {
    const out = sanitizeArticle(
      '<p onclick="alert(1)" style="color:red">a</p><img src="' + IMG + '" onerror="x">',
    );
    expect(out).toBe(`<p>a</p><img src="${IMG}" />`);
  });

  it('removes javascript: and data: addresses, and leaves the words of such a link', () => {
    expect(sanitizeArticle('<a href="javascript:alert(1)">بزن</a>')).toBe('بزن');
    expect(sanitizeArticle('<a href="JaVaScRiPt&colon;alert(1)">بزن</a>')).toBe('بزن');
    expect(sanitizeArticle('<a href="data:text/html,x">بزن</a>')).toBe('بزن');
    expect(sanitizeArticle('<a href="//evil.example/">بزن</a>')).toBe('بزن');
  });

  it('opens other sites in a new tab without our window, and keeps links inside the shop as they are', () => {
    expect(sanitizeArticle('<a href="https://example.org/" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeArticle('<a href="/blog/دوخت" target="_blank">x</a>')).toBe('<a href="/blog/دوخت">x</a>');
  });

  it('drops images from any other host, our own media at an absolute address included', () => {
    for (const src of [
      'https://evil.example/a.png',
      'http://localhost:4000' + IMG,
      '//evil.example' + IMG,
      'data:image/png;base64,AAAA',
      '/media/../secret',
      '/media/0123-large.webp',
      'javascript:alert(1)',
    ]) {
      expect(sanitizeArticle(`<p>a<img src="${src}"></p>`)).toBe('<p>a</p>');
    }
  });

  it('drops attributes outside the allow-list and directions other than the three', () => {
    expect(sanitizeArticle('<p dir="evil" class="x" id="y" data-x="1">a</p>')).toBe('<p>a</p>');
    expect(sanitizeArticle('<h1 dir="LTR">Linen</h1><b>x</b>')).toBe(
      '<h2 dir="ltr">Linen</h2><strong>x</strong>',
    );
  });
});

describe('articleText and readingMinutes', () => {
  it('reads the words, one space between blocks, entities as characters', () => {
    expect(articleText('<h2>عنوان</h2><p>یک &amp; دو</p><p>سه<br />چهار</p>')).toBe('عنوان یک & دو سه چهار');
    expect(articleText('<p>پار<strong>چه</strong></p>')).toBe('پارچه');
  });

  it('takes 200 words a minute, and at least a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(200).fill('واژه').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('واژه').join(' '))).toBe(2);
  });
});
