import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import { AuditLogModule, OutboxModule, databaseModule } from '@ela/service-kit';
import type { ContentConfig } from './config';
import { ENTITIES, MIGRATIONS } from './schema';
import { BlogCategoriesModule } from './blog-categories/blog-categories.module';
import { BlogModule } from './blog/blog.module';
import { ToddlersModule } from './toddlers/toddlers.module';

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
