import { rm } from 'node:fs/promises';
import type { BlogArticle, BlogArticleSummary, Page } from '@ela/contracts';
import { LocalMediaStore } from '@ela/media';
import { ApiClient, ServiceClient, startTestStack } from '@ela/stack';
import { seedContent } from '../src/seed/seed-content';
import { DEMO_ARTICLES, DEMO_BLOG_CATEGORIES } from '../src/seed/demo-blog';

jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let services: ServiceClient;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'content', 'gateway']);
  services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
});
afterAll(async () => {
  await services?.close();
  await stack?.dispose();
});

describe("npm start's demo blog", () => {
  it('writes categories, published articles with pictures in their text, and the story; once', async () => {
    const media = new LocalMediaStore(stack.config.mediaDir);
    expect(await seedContent(services, media)).toBe(DEMO_ARTICLES.length + 1);
    const api = new ApiClient(stack.urls.api);

    const categories = await api.call('GET', '/blog/category/all');
    expect(categories.body.map((c: { name: string }) => c.name)).toEqual(
      DEMO_BLOG_CATEGORIES.map((c) => c.name),
    );
    const list = await api.call<Page<BlogArticleSummary>>('GET', '/blog/all');
    expect(list.body.total).toBe(DEMO_ARTICLES.length);

    const story = await api.call<BlogArticle>('GET', '/blog/story');
    expect(story.body).toMatchObject({ title: 'داستان اِلا', status: 'published', story: true });
    expect(story.body.contentImages).toHaveLength(1);
    const picture = story.body.contentImages[0].urls.large;
    expect(story.body.content).toContain(`<img src="${picture}"`);
    expect((await fetch(`${stack.urls.api}${picture}`)).status).toBe(200);
    expect((await fetch(`${stack.urls.api}${story.body.poster.urls.large}`)).status).toBe(200);

    expect(await seedContent(services, media)).toBe(0);
    expect((await api.call<Page<BlogArticleSummary>>('GET', '/blog/all')).body.total).toBe(
      DEMO_ARTICLES.length,
    );

    // Seeded from another checkout, or the media folder emptied: the next start draws them again.
    await rm(stack.config.mediaDir, { recursive: true, force: true });
    expect((await fetch(`${stack.urls.api}${picture}`)).status).toBe(404);
    expect(await seedContent(services, media)).toBe(0);
    expect((await fetch(`${stack.urls.api}${picture}`)).status).toBe(200);
    expect((await fetch(`${stack.urls.api}${story.body.poster.urls.large}`)).status).toBe(200);
    for (const article of list.body.items)
      expect((await fetch(`${stack.urls.api}${article.poster.urls.large}`)).status).toBe(200);
  });
});
