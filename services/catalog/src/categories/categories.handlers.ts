import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  createCategoryBody,
  idParams,
  listQuery,
  posterBody,
  posterParams,
  updateCategoryBody,
  type Envelope,
} from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { CategoriesService } from './categories.service';

const s = SUBJECTS.catalog.categories;
const listCategoriesQuery = listQuery(['order', 'name', 'newest'] as const);

@Controller()
export class CategoriesHandlers {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(s.list)
  list(@Payload() msg: Envelope) {
    return this.categories.list(input(listCategoriesQuery, msg.query, 'query'));
  }

  @MessagePattern(s.mains)
  mains() {
    return this.categories.mains();
  }

  @MessagePattern(s.tree)
  tree() {
    return this.categories.tree();
  }

  @MessagePattern(s.findOne)
  findOne(@Payload() msg: Envelope) {
    return this.categories.findOne(input(idParams, msg.params, 'params').id);
  }

  @MessagePattern(s.create)
  create(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.categories.create(input(createCategoryBody, msg.body, 'body'));
  }

  @MessagePattern(s.update)
  update(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.categories.update(
      input(idParams, msg.params, 'params').id,
      input(updateCategoryBody, msg.body, 'body'),
    );
  }

  @MessagePattern(s.setPoster)
  setPoster(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    const { id, variant } = input(posterParams, msg.params, 'params');
    return this.categories.setPoster(id, variant, input(posterBody, msg.body, 'body').upload.key);
  }

  @MessagePattern(s.remove)
  remove(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.categories.remove(input(idParams, msg.params, 'params').id);
  }
}
