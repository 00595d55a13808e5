// The blog feature's listings, loaded together as one chunk.
export { BlogPage } from '../../features/blog/components/blog-page';
export { RemovedBlogsPage } from '../../features/blog/components/removed-blogs-page';
