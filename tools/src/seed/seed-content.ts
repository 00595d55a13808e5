import { SUBJECTS, imageUrl, type BlogArticle, type BlogCategory } from '@ela/contracts';
import type { MediaStore } from '@ela/media';
import { SYSTEM_ADMIN, type ServiceClient } from '@ela/stack';
import { DEMO_ARTICLES, DEMO_BLOG_CATEGORIES, DEMO_STORY, type DemoArticle } from './demo-blog';
import { storeImage } from './stored-image';
import { restorePictures } from './seed-pictures';
import { drawPoster, drawSwatch } from './swatch';

const c = SUBJECTS.content;
const AUTHOR = 'تیم اِلا';

/** The demo blog's pictures, drawn locally: the same drawing always gives the same key. */
const blogPicture = {
  poster: ({ colors: [from, to] }: DemoArticle) => drawPoster(from, to, 1600, 900),
  inText: ({ colors: [from] }: DemoArticle) => drawSwatch(from, 'ساده'),
};

function* blogPictures(): Generator<() => Promise<Buffer>> {
  for (const demo of [...DEMO_ARTICLES, DEMO_STORY]) {
    yield () => blogPicture.poster(demo);
    if (demo.content.includes('{image}')) yield () => blogPicture.inText(demo);
  }
}

/**
 * Loads the demo blog into an empty content service: its categories, published articles with
 * posters and pictures in their text, and the article /ela-story shows. A blog with categories
 * in it is left alone, but if it is the demo's, any of its pictures the media store has lost is
 * drawn again. Returns the number of articles written.
 */
export async function seedContent(client: ServiceClient, media: MediaStore): Promise<number> {
  const existing = await client.request<BlogCategory[]>(c.blogCategories.list, {});
  if (existing.some((category) => category.name === DEMO_BLOG_CATEGORIES[0].name)) {
    const redrawn = await restorePictures(media, blogPictures());
    if (redrawn)
      console.log(`the media store had lost ${redrawn} of the demo blog's pictures: drew them again`);
  }
  if (existing.length) return 0;
  const as = <T>(subject: string, part: Parameters<ServiceClient['request']>[1]) =>
    client.request<T>(subject, part, SYSTEM_ADMIN);

  const categories = new Map<string, string>();
  for (const [order, category] of DEMO_BLOG_CATEGORIES.entries()) {
    const made = await as<BlogCategory>(c.blogCategories.create, { body: { ...category, order } });
    categories.set(made.name, made.id);
  }

  const write = async (demo: DemoArticle): Promise<BlogArticle> => {
    const upload = await storeImage(media, await blogPicture.poster(demo));
    const article = await as<BlogArticle>(c.articles.create, {
      body: {
        title: demo.title,
        summary: demo.summary,
        content: demo.content.replace('{image}', ''),
        categoryId: categories.get(demo.category),
        author: AUTHOR,
        status: 'published',
        upload,
      },
    });
    if (!demo.content.includes('{image}')) return article;
    // A picture in the text goes up as the editor sends one, then into the text by its address.
    const picture = await storeImage(media, await blogPicture.inText(demo));
    await as(c.articles.addContentImage, { params: { id: article.id }, body: { upload: picture } });
    const image = `<p><img src="${imageUrl(picture.key, 'large')}" alt="${demo.title}" /></p>`;
    return as<BlogArticle>(c.articles.update, {
      params: { id: article.id },
      body: { content: demo.content.replace('{image}', image) },
    });
  };

  for (const demo of DEMO_ARTICLES) await write(demo);
  const story = await write(DEMO_STORY);
  await as(c.articles.update, { params: { id: story.id }, body: { story: true } });
  return DEMO_ARTICLES.length + 1;
}
