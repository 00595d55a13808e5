import {
  CreateAuditLog1764600000000,
  CreateOutbox1764400000000,
  type databaseModule,
} from '@ela/service-kit';
import { BlogCategoryEntity } from './blog-categories/blog-category.entity';
import { ArticleEntity } from './blog/article.entity';
import { ToddlerEntity } from './toddlers/toddler.entity';
import { CreateContent1766300000000 } from './migrations/1766300000000-create-content';
import { MediaUses1767100000000 } from './migrations/1767100000000-media-uses';
import { PersianNameOrder1768600000000 } from './migrations/1768600000000-persian-name-order';

/** Every table the service maps; a feature adds its entities here. */
export const ENTITIES: Parameters<typeof databaseModule>[1] = [
  BlogCategoryEntity,
  ArticleEntity,
  ToddlerEntity,
];
/** In timestamp order; a feature adds its migrations here (the service, its tools and the test stacks read them). */
export const MIGRATIONS: Parameters<typeof databaseModule>[2] = [
  CreateOutbox1764400000000,
  CreateAuditLog1764600000000,
  CreateContent1766300000000,
  MediaUses1767100000000,
  PersianNameOrder1768600000000,
];
