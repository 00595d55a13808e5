import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from './product.entity';
import { ProductRepository } from './product.repository';
import { ProductsService } from './products.service';
import { ProductsHandlers } from './products.handlers';

@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity])],
  providers: [ProductRepository, ProductsService],
  controllers: [ProductsHandlers],
})
export class ProductsModule {}
