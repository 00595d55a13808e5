import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import {
  SUBJECTS,
  createInventoryBody,
  idParams,
  inventoryIdsQuery,
  inventoryImageBody,
  inventoryOfProductParams,
  listInventoriesQuery,
  nameParams,
  productNumberParams,
  removeImageBody,
  updateInventoryBody,
  wholeNumber,
  type Envelope,
} from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { InventoriesService } from './inventories.service';

const s = SUBJECTS.catalog.inventories;
const pageQuery = z.object({ page: wholeNumber().default(1), limit: wholeNumber().default(20) });
const menuQuery = z.object({ limit: wholeNumber().default(12) });
const id = (msg: Envelope) => input(idParams, msg.params, 'params').id;

@Controller()
export class InventoriesHandlers {
  constructor(private readonly inventories: InventoriesService) {}

  @MessagePattern(s.list)
  list(@Payload() msg: Envelope) {
    return this.inventories.list(input(listInventoriesQuery, msg.query, 'query'));
  }

  @MessagePattern(s.onSale)
  onSale(@Payload() msg: Envelope) {
    return this.inventories.onSale(input(pageQuery, msg.query, 'query'));
  }

  @MessagePattern(s.byIds)
  byIds(@Payload() msg: Envelope) {
    return this.inventories.byIds(input(inventoryIdsQuery, msg.query, 'query').ids);
  }

  @MessagePattern(s.findOne)
  findOne(@Payload() msg: Envelope) {
    return this.inventories.findOne(id(msg));
  }

  @MessagePattern(s.byProductNumber)
  byProductNumber(@Payload() msg: Envelope) {
    return this.inventories.findByProductNumber(input(productNumberParams, msg.params, 'params').n);
  }

  @MessagePattern(s.byCategory)
  byCategory(@Payload() msg: Envelope) {
    return this.inventories.byCategory(id(msg), input(menuQuery, msg.query, 'query').limit);
  }

  @MessagePattern(s.findByName)
  findByName(@Payload() msg: Envelope) {
    return this.inventories.findByName(input(nameParams, msg.params, 'params').name);
  }

  @MessagePattern(s.byProduct)
  byProduct(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.inventories.byProduct(id(msg));
  }

  @MessagePattern(s.create)
  create(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.inventories.create(input(createInventoryBody, msg.body, 'body'));
  }

  @MessagePattern(s.update)
  update(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.inventories.update(id(msg), input(updateInventoryBody, msg.body, 'body'));
  }

  @MessagePattern(s.addImage)
  addImage(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.inventories.addImage(id(msg), input(inventoryImageBody, msg.body, 'body').upload.key);
  }

  @MessagePattern(s.removeImage)
  removeImage(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.inventories.removeImage(id(msg), input(removeImageBody, msg.body, 'body').key);
  }

  @MessagePattern(s.remove)
  remove(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    const { productId, inventoryId } = input(inventoryOfProductParams, msg.params, 'params');
    return this.inventories.remove(productId, inventoryId);
  }

  @MessagePattern(s.restore)
  restore(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.inventories.restore(id(msg));
  }
}
