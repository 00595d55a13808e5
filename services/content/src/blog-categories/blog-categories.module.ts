import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogCategoryEntity } from './blog-category.entity';
import { BlogCategoriesRepository } from './blog-categories.repository';
import { BlogCategoriesService } from './blog-categories.service';
import { BlogCategoriesHandlers } from './blog-categories.handlers';

/**
 * The blog's categories. Articles refer to them by a foreign key, which also refuses deleting a
 * category that still has articles; nothing else here is shared.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BlogCategoryEntity])],
  providers: [BlogCategoriesRepository, BlogCategoriesService],
  controllers: [BlogCategoriesHandlers],
})
export class BlogCategoriesModule {}
