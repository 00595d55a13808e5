import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ToddlerEntity } from './toddler.entity';
import { ToddlersRepository } from './toddlers.repository';
import { ToddlersService } from './toddlers.service';
import { ToddlersHandlers } from './toddlers.handlers';

/** The toddler league: parents' entries, their review, and the public gallery. */
@Module({
  imports: [TypeOrmModule.forFeature([ToddlerEntity])],
  providers: [ToddlersRepository, ToddlersService],
  controllers: [ToddlersHandlers],
})
export class ToddlersModule {}
