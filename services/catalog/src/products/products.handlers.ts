import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, createProductBody, idParams, listProductsQuery, type Envelope } from '@ela/contracts';
import { input } from '@ela/service-kit';
import { ProductsService } from './products.service';

const subjects = SUBJECTS.catalog.products;

@Controller()
export class ProductsHandlers {
  constructor(private readonly products: ProductsService) {}

  @MessagePattern(subjects.create)
  create(@Payload() msg: Envelope) {
    return this.products.create(input(createProductBody, msg.body, 'body'));
  }

  @MessagePattern(subjects.list)
  list(@Payload() msg: Envelope) {
    return this.products.list(input(listProductsQuery, msg.query, 'query'));
  }

  @MessagePattern(subjects.findOne)
  findOne(@Payload() msg: Envelope) {
    return this.products.findOne(input(idParams, msg.params, 'params').id);
  }
}
