import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import {
  SUBJECTS,
  createProductBody,
  idParams,
  listProductsQuery,
  listQuery,
  nameParams,
  updateProductBody,
  wholeNumber,
  type Envelope,
} from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { ProductsService } from './products.service';

const s = SUBJECTS.catalog.products;
const pageQuery = z.object({ page: wholeNumber().default(1), limit: wholeNumber().default(20) });
const menuQuery = z.object({ limit: wholeNumber().default(12) });
const deletedQuery = listQuery(['deleted_newest'] as const);

@Controller()
export class ProductsHandlers {
  constructor(private readonly products: ProductsService) {}

  @MessagePattern(s.list)
  list(@Payload() msg: Envelope) {
    return this.products.list(input(listProductsQuery, msg.query, 'query'));
  }

  @MessagePattern(s.findOne)
  findOne(@Payload() msg: Envelope) {
    return this.products.findOne(input(idParams, msg.params, 'params').id);
  }

  @MessagePattern(s.findByName)
  findByName(@Payload() msg: Envelope) {
    return this.products.findByName(input(nameParams, msg.params, 'params').name);
  }

  @MessagePattern(s.onSale)
  onSale(@Payload() msg: Envelope) {
    return this.products.onSale(input(pageQuery, msg.query, 'query'));
  }

  @MessagePattern(s.byCategory)
  byCategory(@Payload() msg: Envelope) {
    return this.products.byCategory(
      input(idParams, msg.params, 'params').id,
      input(menuQuery, msg.query, 'query').limit,
    );
  }

  @MessagePattern(s.similar)
  similar(@Payload() msg: Envelope) {
    return this.products.related(input(idParams, msg.params, 'params').id, 'similar');
  }

  @MessagePattern(s.set)
  set(@Payload() msg: Envelope) {
    return this.products.related(input(idParams, msg.params, 'params').id, 'set');
  }

  @MessagePattern(s.listDeleted)
  listDeleted(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.products.listDeleted(input(deletedQuery, msg.query, 'query'));
  }

  @MessagePattern(s.create)
  create(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.products.create(input(createProductBody, msg.body, 'body'));
  }

  @MessagePattern(s.update)
  update(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.products.update(
      input(idParams, msg.params, 'params').id,
      input(updateProductBody, msg.body, 'body'),
    );
  }

  @MessagePattern(s.remove)
  remove(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.products.remove(input(idParams, msg.params, 'params').id);
  }

  @MessagePattern(s.restore)
  restore(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.products.restore(input(idParams, msg.params, 'params').id);
  }
}
