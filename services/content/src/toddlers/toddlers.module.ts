import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { ToddlerEntity } from './toddler.entity';
import { ToddlersRepository } from './toddlers.repository';
import { ToddlersService } from './toddlers.service';
import { ToddlersHandlers } from './toddlers.handlers';

/** The toddler league: parents' entries, their review, and the public gallery. */
@Module({
  imports: [MediaModule, TypeOrmModule.forFeature([ToddlerEntity])],
  providers: [ToddlersRepository, ToddlersService],
  controllers: [ToddlersHandlers],
})
export class ToddlersModule {}
