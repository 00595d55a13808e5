import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadModelModule } from '../read-model/read-model.module';
import { ColorEntity } from './color.entity';
import { ColorsRepository } from './colors.repository';
import { ColorsService } from './colors.service';
import { ColorsHandlers } from './colors.handlers';

/** Colours an inventory can be in. Nothing else in the catalog needs more than the table's reference. */
@Module({
  imports: [TypeOrmModule.forFeature([ColorEntity]), ReadModelModule],
  providers: [ColorsRepository, ColorsService],
  controllers: [ColorsHandlers],
  exports: [],
})
export class ColorsModule {}
