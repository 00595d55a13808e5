import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadModelModule } from '../read-model/read-model.module';
import { MediaModule } from '../media/media.module';
import { DesignEntity } from './design.entity';
import { DesignsRepository } from './designs.repository';
import { DesignsService } from './designs.service';
import { DesignsHandlers } from './designs.handlers';

/** Designs (patterns) an inventory can have. Nothing else in the catalog needs more than the table's reference. */
@Module({
  imports: [TypeOrmModule.forFeature([DesignEntity]), ReadModelModule, MediaModule],
  providers: [DesignsRepository, DesignsService],
  controllers: [DesignsHandlers],
  exports: [],
})
export class DesignsModule {}
