import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { ArticleEntity } from './article.entity';
import { ArticlesRepository } from './articles.repository';
import { ArticleSearchRepository } from './article-search.repository';
import { ArticlesService } from './articles.service';
import { ArticleWritesService } from './article-writes.service';
import { ArticlesHandlers } from './articles.handlers';

/** Blog articles: what the shop reads, and what admins write, bin and restore. */
@Module({
  imports: [MediaModule, TypeOrmModule.forFeature([ArticleEntity])],
  providers: [ArticlesRepository, ArticleSearchRepository, ArticlesService, ArticleWritesService],
  controllers: [ArticlesHandlers],
})
export class BlogModule {}
