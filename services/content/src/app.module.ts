import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import {
  AuditLogModule,
  CreateAuditLog1764600000000,
  CreateOutbox1764400000000,
  OutboxModule,
  databaseModule,
} from '@ela/service-kit';
import type { ContentConfig } from './config';
import { BlogCategoriesModule } from './blog-categories/blog-categories.module';
import { BlogCategoryEntity } from './blog-categories/blog-category.entity';
import { BlogModule } from './blog/blog.module';
import { ArticleEntity } from './blog/article.entity';
import { ToddlersModule } from './toddlers/toddlers.module';
import { ToddlerEntity } from './toddlers/toddler.entity';
import { CreateContent1766300000000 } from './migrations/1766300000000-create-content';
import { MediaUses1767100000000 } from './migrations/1767100000000-media-uses';
import { PersianNameOrder1768600000000 } from './migrations/1768600000000-persian-name-order';

/** Every table the service maps; a feature adds its entities here. */
const ENTITIES: Parameters<typeof databaseModule>[1] = [BlogCategoryEntity, ArticleEntity, ToddlerEntity];
/** In timestamp order; a feature adds its migrations here. */
const MIGRATIONS: Parameters<typeof databaseModule>[2] = [
  CreateOutbox1764400000000,
  CreateAuditLog1764600000000,
  CreateContent1766300000000,
  MediaUses1767100000000,
  PersianNameOrder1768600000000,
];

/** One feature module per aggregate, side by side: blog categories, articles, the toddler league. */
@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule(config.DATABASE_URL, ENTITIES, MIGRATIONS),
        OutboxModule.forRoot({ domain: 'content', ...config }),
        AuditLogModule.forService(SUBJECTS.content.audit.list),
        BlogCategoriesModule,
        BlogModule,
        ToddlersModule,
      ],
    };
  }
}
