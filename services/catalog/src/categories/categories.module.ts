import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadModelModule } from '../read-model/read-model.module';
import { MediaModule } from '../media/media.module';
import { CategoryEntity } from './category.entity';
import { CategoriesRepository } from './categories.repository';
import { CategoriesService } from './categories.service';
import { CategoryWritesService } from './category-writes.service';
import { CategoryDependents } from './category-dependents';
import { CategoriesHandlers } from './categories.handlers';

/**
 * The category tree. Others read it through `CategoriesService` (is it live, its subtree,
 * suggestions) and sign up with `CategoryDependents` to keep a category with live rows in it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CategoryEntity]), ReadModelModule, MediaModule],
  providers: [CategoriesRepository, CategoriesService, CategoryWritesService, CategoryDependents],
  controllers: [CategoriesHandlers],
  exports: [CategoriesService, CategoryDependents],
})
export class CategoriesModule {}
