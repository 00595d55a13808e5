import type { BlogArticle, BlogArticleSummary, BlogCategory, ContentImage, Page } from '@ela/contracts';
import {
  ApiClient,
  adminApi,
  customerApi,
  imageStatuses,
  makeArticle,
  makeBlogCategory,
  startTestStack,
  waitUntilImageGone,
} from '@ela/stack';
import { png, tag } from './content-fixtures';

jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let customer: ApiClient;
let anyone: ApiClient;
let poster: Buffer;
let sewing: BlogCategory;
let fabrics: BlogCategory;
const t = tag();

beforeAll(async () => {
  // The catalog too: the gateway deletes a picture's files only once every owner says it is unused.
  stack = await startTestStack(['auth', 'catalog', 'content', 'gateway']);
  admin = await adminApi(stack);
  customer = await customerApi(stack);
  anyone = new ApiClient(stack.urls.api);
  poster = await png('#264653');
  sewing = await makeBlogCategory(admin, `آموزش دوخت ${t}`, 1);
  fabrics = await makeBlogCategory(admin, `شناخت پارچه ${t}`, 2);
});
afterAll(() => stack?.dispose());

const enc = encodeURIComponent;
const published = (query = '') => anyone.call<Page<BlogArticleSummary>>('GET', `/blog/all${query}`);

describe('blog categories', () => {
  it('are defined by admins, unique as people read them, listed in order and read by anyone', async () => {
    expect(sewing).toMatchObject({ name: `آموزش دوخت ${t}`, order: 1, description: '' });
    // «ي» and «ك» typed for «ی» and «ک»: the same name.
    const twin = await admin.call('POST', '/blog/category', { name: `آموزش دوخت ${t}`.replace('ی', 'ي') });
    expect([twin.status, twin.body.error]).toEqual([409, 'CONTENT.CATEGORY_NAME_TAKEN']);
    expect((await customer.call('POST', '/blog/category', { name: `x ${t}` })).status).toBe(401);

    const all = await anyone.call<BlogCategory[]>('GET', '/blog/category/all');
    expect(all.status).toBe(200);
    const ours = all.body.filter((c) => c.name.endsWith(t)).map((c) => c.id);
    expect(ours).toEqual([sewing.id, fabrics.id]);
    expect((await anyone.call('GET', `/blog/category/${sewing.id}`)).body).toEqual(sewing);

    const edited = await admin.call<BlogCategory>('PATCH', `/blog/category/${fabrics.id}`, {
      description: 'کتان، مخمل، حریر',
      order: '۳',
    });
    expect(edited.body).toMatchObject({ description: 'کتان، مخمل، حریر', order: 3 });
    fabrics = edited.body;
  });

  it('deletes an empty category; one with articles, even binned ones, stays', async () => {
    const empty = await makeBlogCategory(admin, `خالی ${t}`);
    expect((await admin.call('DELETE', `/blog/category/${empty.id}`)).body).toEqual({ deleted: true });
    expect((await anyone.call('GET', `/blog/category/${empty.id}`)).status).toBe(404);

    const kept = await makeBlogCategory(admin, `پر ${t}`);
    const article = await makeArticle(admin, poster, { title: `سطل ${t}`, categoryId: kept.id });
    await admin.call('DELETE', `/blog/${article.id}`);
    const refused = await admin.call('DELETE', `/blog/category/${kept.id}`);
    expect([refused.status, refused.body.error]).toEqual([409, 'CONTENT.CATEGORY_NOT_EMPTY']);
  });
});

describe('writing an article', () => {
  let draft: BlogArticle;
  const title = `راهنمای دوخت پرده کتان ${t}`;

  it('keeps a new article a draft, out of the shop, with its poster, byline and reading time', async () => {
    const words = Array(450).fill('پارچه').join(' ');
    const res = await admin.upload<BlogArticle>(
      'POST',
      '/blog',
      {
        title,
        summary: 'چطور پردهٔ کتانی بدوزیم',
        content: `<h2>برش</h2><p>${words}</p>`,
        categoryId: sewing.id,
        author: 'نازنین',
      },
      poster,
    );
    expect(res.status).toBe(201);
    draft = res.body;
    expect(draft).toMatchObject({
      title,
      status: 'draft',
      publishedAt: null,
      author: 'نازنین',
      story: false,
      category: { id: sewing.id, name: sewing.name },
      readingMinutes: 3,
      contentImages: [],
    });
    expect(draft.poster.urls.card).toMatch(/^\/media\/[0-9a-f]{24}-card\.webp$/);
    expect((await fetch(`${stack.urls.api}${draft.poster.urls.large}`)).status).toBe(200);

    expect((await anyone.call('GET', `/blog/${draft.id}`)).status).toBe(404);
    expect((await anyone.call('GET', `/blog/byTitle/${enc(title)}`)).status).toBe(404);
    expect((await published(`?categoryId=${sewing.id}`)).body.items.map((a) => a.id)).not.toContain(draft.id);
    expect((await admin.call('GET', `/blog/manage/${draft.id}`)).body).toMatchObject({ id: draft.id });
    const managed = await admin.call<Page<BlogArticleSummary>>(
      'GET',
      `/blog/manage?status=draft&q=${enc(t)}`,
    );
    expect(managed.body.items.map((a) => a.id)).toContain(draft.id);
  });

  it('stores only the allow-listed HTML: no scripts, handlers, javascript: links or foreign images', async () => {
    const image = await admin.upload<ContentImage>(
      'POST',
      `/blog/uploadContentImage/${draft.id}`,
      {},
      await png('#e76f51'),
    );
    expect(image.status).toBe(201);
    expect(image.body.urls.large).toBe(`/media/${image.body.key}-large.webp`);
    const ours = image.body.urls.large;
    const res = await admin.call<BlogArticle>('PATCH', `/blog/${draft.id}`, {
      content:
        '<p onclick="steal()" onmouseover="x()">سلام<script>alert(document.cookie)</script></p>' +
        '<p><a href="javascript:alert(1)">کلیک</a> و <a href="https://example.org/" onclick="x()">منبع</a></p>' +
        `<p><img src="https://evil.example/track.png" alt="دزد"><img src="${ours}" alt="پرده" onerror="x()"></p>` +
        '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe(
      '<p>سلام</p><p>کلیک و <a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank">منبع</a></p>' +
        `<p><img src="${ours}" alt="پرده" /></p>`,
    );
    expect(res.body.contentImages).toEqual([image.body]);
    // What the panel reads back is what was stored.
    expect((await admin.call('GET', `/blog/manage/${draft.id}`)).body.content).toBe(res.body.content);
  });

  it('replaces the poster; refuses a file that is no image', async () => {
    const res = await admin.upload<BlogArticle>(
      'POST',
      `/blog/uploadPosterImage/${draft.id}`,
      {},
      await png('#2a9d8f'),
    );
    expect(res.status).toBe(200);
    expect(res.body.poster.key).not.toBe(draft.poster.key);
    // Replaced again: the poster in between is used nowhere else, so its files are deleted. The
    // first one is every test article's poster and stays (releases are handled in order: had it
    // been released, it would be gone by now).
    const last = await admin.upload<BlogArticle>(
      'POST',
      `/blog/uploadPosterImage/${draft.id}`,
      {},
      await png('#e76f51'),
    );
    expect(last.status).toBe(200);
    await waitUntilImageGone(stack.urls.api, res.body.poster.key);
    expect(await imageStatuses(stack.urls.api, draft.poster.key)).toEqual([200, 200, 200]);
    expect(await imageStatuses(stack.urls.api, last.body.poster.key)).toEqual([200, 200, 200]);
    const text = await admin.upload(
      'POST',
      `/blog/uploadPosterImage/${draft.id}`,
      {},
      Buffer.from('<svg/>'),
      'x.png',
    );
    expect(text.status).toBe(400);
    const missing = await admin.upload('POST', '/blog', {
      title: `بی‌پوستر ${t}`,
      categoryId: sewing.id,
      author: 'من',
    });
    expect(missing.status).toBe(400);
  });

  it('publishes: dated once, in the shop by id and by its Persian title, typed with either letters', async () => {
    const res = await admin.call<BlogArticle>('PATCH', `/blog/${draft.id}`, { status: 'published' });
    expect(res.body.status).toBe('published');
    const at = res.body.publishedAt!;
    expect(Date.parse(at)).toBeGreaterThan(Date.parse(draft.createdAt) - 1000);
    const byId = await anyone.call<BlogArticle>('GET', `/blog/${draft.id}`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('cache-control')).toMatch(/^public, max-age=30/);
    const byTitle = await anyone.call<BlogArticle>('GET', `/blog/byTitle/${enc(title)}`);
    expect(byTitle.body.id).toBe(draft.id);
    const arabic = title.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    expect((await anyone.call<BlogArticle>('GET', `/blog/byTitle/${enc(arabic)}`)).body.id).toBe(draft.id);
    // Back to draft and out again: the first publication's date stays.
    await admin.call('PATCH', `/blog/${draft.id}`, { status: 'draft' });
    expect((await anyone.call('GET', `/blog/${draft.id}`)).status).toBe(404);
    const again = await admin.call<BlogArticle>('PATCH', `/blog/${draft.id}`, { status: 'published' });
    expect(again.body.publishedAt).toBe(at);
  });

  it('refuses a title another live article has, as people read it, and one that breaks the address', async () => {
    const twin = await admin.upload(
      'POST',
      '/blog',
      { title: title.replace(/ک/g, 'ك'), categoryId: sewing.id, author: 'من' },
      poster,
    );
    expect([twin.status, twin.body.error]).toEqual([409, 'CONTENT.TITLE_TAKEN']);
    const slash = await admin.call('PATCH', `/blog/${draft.id}`, { title: 'پرده/کتان' });
    expect(slash.status).toBe(400);
    expect(slash.body.message).toContain('body.title');
    const category = await admin.call('PATCH', `/blog/${draft.id}`, {
      categoryId: '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f',
    });
    expect([category.status, category.body.error]).toEqual([404, 'CONTENT.CATEGORY_NOT_FOUND']);
  });
});

describe('reading the blog', () => {
  let first: BlogArticle;
  let second: BlogArticle;
  let other: BlogArticle;
  let unpublished: BlogArticle;

  beforeAll(async () => {
    first = await makeArticle(admin, poster, {
      title: `کتان یا مخمل ${t}`,
      categoryId: fabrics.id,
      content: '<p>کتان خنک است و مخمل گرم؛ برای پرده‌ی اتاق کودک کتان بهتر است.</p>',
    });
    second = await makeArticle(admin, poster, {
      title: `نگهداری از حریر ${t}`,
      categoryId: fabrics.id,
      content: '<p>حریر را با آب سرد بشویید.</p>',
    });
    other = await makeArticle(admin, poster, { title: `الگوی دامن ${t}`, categoryId: sewing.id });
    unpublished = await makeArticle(
      admin,
      poster,
      { title: `پیش‌نویس کتان ${t}`, categoryId: fabrics.id, content: '<p>کتان خنک است</p>' },
      'draft',
    );
  });

  it('lists published articles newest first, by category, paged', async () => {
    const page = await published(`?categoryId=${fabrics.id}&limit=1`);
    expect(page.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(page.body.items.map((a) => a.id)).toEqual([second.id]);
    const next = await published(`?categoryId=${fabrics.id}&limit=1&page=۲`);
    expect(next.body.items.map((a) => a.id)).toEqual([first.id]);
    expect(next.body.items[0]).not.toHaveProperty('content');
    expect((await published('?sort=oldest')).status).toBe(400);
  });

  it('finds articles by a word typed with Arabic letters, and not drafts', async () => {
    // «كتان خنك» with Arabic kafs; «پرده ي اتاق» with an Arabic yeh and a space for the half-space.
    const res = await anyone.call<Page<BlogArticleSummary>>('GET', `/blog/search/${enc('كتان خنك')}`);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((a) => a.id);
    expect(ids[0]).toBe(first.id);
    expect(ids).not.toContain(unpublished.id);
    const words = await anyone.call<Page<BlogArticleSummary>>('GET', `/blog/search/${enc('پرده ي اتاق')}`);
    expect(words.body.items.map((a) => a.id)[0]).toBe(first.id);
    const literal = await anyone.call<Page<BlogArticleSummary>>('GET', `/blog/search/${enc('%_%')}`);
    expect(literal.status).toBe(200);
    expect(literal.body.items).toEqual([]);
  });

  it('relates articles of the same category first, never the article itself', async () => {
    const res = await anyone.call<Page<BlogArticleSummary>>('GET', `/blog/articles/${first.id}/1/12`);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((a) => a.id);
    expect(ids[0]).toBe(second.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(first.id);
    const two = await anyone.call<Page<BlogArticleSummary>>('GET', `/blog/articles/${first.id}/۲/۱`);
    expect(two.body.items.map((a) => a.id)).toEqual([ids[1]]);
    expect((await anyone.call('GET', `/blog/articles/${first.id}/1/13`)).status).toBe(400);
  });

  it('drops cached reads as soon as an article changes', async () => {
    const url = `/blog/${first.id}`;
    // Cached once the earlier writes' events have all come by (on a busy machine one may come late
    // and drop the entry once more).
    let hit = await anyone.call<BlogArticle>('GET', url);
    for (let i = 0; i < 50 && hit.headers.get('x-cache') !== 'hit'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      hit = await anyone.call<BlogArticle>('GET', url);
    }
    expect(hit.headers.get('x-cache')).toBe('hit');
    const etag = hit.headers.get('etag')!;
    expect((await anyone.call('GET', url, undefined, { 'if-none-match': etag })).status).toBe(304);
    await admin.call('PATCH', url, { summary: 'تازه' });
    const fresh = await anyone.call<BlogArticle>('GET', url);
    expect(fresh.body.summary).toBe('تازه');
    expect(fresh.headers.get('etag')).not.toBe(etag);
  });

  it('moves an article to the recycle bin and back; a title taken meanwhile keeps it there', async () => {
    expect((await admin.call('DELETE', `/blog/${second.id}`)).body).toEqual({ deleted: true });
    expect((await anyone.call('GET', `/blog/${second.id}`)).status).toBe(404);
    const bin = await admin.call<Page<BlogArticleSummary>>('GET', '/blog/deleted-blogs');
    expect(bin.body.items[0]).toMatchObject({ id: second.id, deletedAt: expect.any(String) });
    expect((await customer.call('GET', '/blog/deleted-blogs')).status).toBe(401);

    const taker = await makeArticle(admin, poster, { title: second.title, categoryId: sewing.id });
    const refused = await admin.call('PATCH', `/blog/restore/${second.id}`);
    expect([refused.status, refused.body.error]).toEqual([409, 'CONTENT.TITLE_TAKEN']);
    await admin.call('DELETE', `/blog/${taker.id}`);
    const back = await admin.call<BlogArticle>('PATCH', `/blog/restore/${second.id}`);
    expect(back.body).toMatchObject({ id: second.id, deletedAt: null, status: 'published' });
    expect((await anyone.call('GET', `/blog/${second.id}`)).status).toBe(200);
    expect((await admin.call('PATCH', `/blog/restore/${second.id}`)).status).toBe(404);
  });

  it('shows one article as the story, outside the list, and moves the mark when another takes it', async () => {
    const story = await makeArticle(admin, poster, { title: `داستان ${t}`, categoryId: sewing.id });
    await admin.call('PATCH', `/blog/${story.id}`, { story: true });
    expect((await anyone.call<BlogArticle>('GET', '/blog/story')).body.id).toBe(story.id);
    expect((await published(`?categoryId=${sewing.id}&limit=50`)).body.items.map((a) => a.id)).not.toContain(
      story.id,
    );
    await admin.call('PATCH', `/blog/${other.id}`, { story: true });
    expect((await anyone.call<BlogArticle>('GET', '/blog/story')).body.id).toBe(other.id);
    expect((await admin.call<BlogArticle>('GET', `/blog/manage/${story.id}`)).body.story).toBe(false);
    await admin.call('DELETE', `/blog/${other.id}`);
    const none = await anyone.call('GET', '/blog/story');
    expect([none.status, none.body.error]).toEqual([404, 'CONTENT.ARTICLE_NOT_FOUND']);
  });

  it("records admins' writes in the content audit log", async () => {
    const log = await admin.call('GET', `/content/audit-log?entityId=${first.id}`);
    expect(log.status).toBe(200);
    expect(log.body.items.map((e: { method: string; path: string }) => `${e.method} ${e.path}`)).toContain(
      'PATCH /blog/{id}',
    );
  });
});
