import { Module } from '@nestjs/common';
import { DeadLettersRepository } from './dead-letters.repository';
import { DeadLettersHandlers } from './dead-letters.handlers';

/** Events the worker could not store, for admins to read. The worker files them. */
@Module({ providers: [DeadLettersRepository], controllers: [DeadLettersHandlers] })
export class DeadLettersModule {}
