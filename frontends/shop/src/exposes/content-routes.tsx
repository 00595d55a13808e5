import type { RouteObject } from 'react-router';

/** The blog, the story page and the toddler league; each page is its own chunk. */
export const contentRoutes: RouteObject[] = [
  {
    path: 'blog',
    lazy: async () => ({ Component: (await import('../features/blog/components/blog-page')).BlogPage }),
  },
  {
    path: 'blog/:title',
    lazy: async () => ({ Component: (await import('../features/blog/components/article-page')).ArticlePage }),
  },
  {
    path: 'ela-story',
    lazy: async () => ({ Component: (await import('../features/blog/components/story-page')).StoryPage }),
  },
  {
    path: 'league',
    lazy: async () => ({ Component: (await import('../features/league/components/league-page')).LeaguePage }),
  },
  {
    path: 'league/toddlers',
    lazy: async () => ({
      Component: (await import('../features/league/components/toddlers-page')).ToddlersPage,
    }),
  },
  {
    // The shell lets only a logged-in customer this far (its route guard).
    path: 'league/toddlers/upload',
    lazy: async () => ({
      Component: (await import('../features/league/components/toddler-upload-page')).ToddlerUploadPage,
    }),
  },
];
