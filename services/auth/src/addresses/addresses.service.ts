import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  type Address,
  type AddressForOrder,
  type Caller,
  type CreateAddressBody,
  type UpdateAddressBody,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { AccountsService } from '../accounts/accounts.service';
import { Regions } from '../regions/regions';
import { AddressesRepository } from './addresses.repository';

export const MAX_ADDRESSES = 20;

const notFound = () => ServiceError.notFound(MESSAGES.addressNotFound, ERROR_CODES.addressNotFound);

@Injectable()
export class AddressesService {
  constructor(
    private readonly addresses: AddressesRepository,
    private readonly regions: Regions,
  ) {}

  async list(caller: Caller): Promise<Address[]> {
    return (await this.addresses.listOf(caller.id)).map((a) => a.toContract(this.regions));
  }

  async findOne(caller: Caller, id: string): Promise<Address> {
    const address = await this.addresses.findOwn(caller.id, id);
    if (!address) throw notFound();
    return address.toContract(this.regions);
  }

  /**
   * One of the caller's addresses and the caller, in one read, for an order being placed; with every
   * address of the caller's and their version, for orders to keep a copy of.
   */
  async forOrder(caller: Caller, addressId: string): Promise<AddressForOrder> {
    const { user, address, version } = await this.addresses.ownWithOwner(caller.id, addressId);
    if (!user) throw AccountsService.unknownCaller();
    if (!address) throw notFound();
    // Read after the version, so at least as new as it: orders keeps them as that version.
    const addresses = await this.list(caller);
    return {
      address: address.toContract(this.regions),
      customer: user.toContract(),
      ...(version !== null && { copy: { version, addresses } }),
    };
  }

  async create(caller: Caller, body: CreateAddressBody): Promise<Address> {
    this.checkPlace(body.provinceId, body.cityId);
    if ((await this.addresses.countOf(caller.id)) >= MAX_ADDRESSES) {
      throw ServiceError.badRequest(`حداکثر ${MAX_ADDRESSES} آدرس می‌توانید ذخیره کنید`);
    }
    return (await this.addresses.save({ ...body, userId: caller.id })).toContract(this.regions);
  }

  async update(caller: Caller, id: string, changes: UpdateAddressBody): Promise<Address> {
    const address = await this.addresses.findOwn(caller.id, id);
    if (!address) throw notFound();
    Object.assign(address, changes);
    this.checkPlace(address.provinceId, address.cityId);
    return (await this.addresses.save(address)).toContract(this.regions);
  }

  async remove(caller: Caller, id: string): Promise<{ deleted: true }> {
    if (!(await this.addresses.removeOwn(caller.id, id))) throw notFound();
    return { deleted: true };
  }

  private checkPlace(provinceId: number, cityId: number): void {
    if (!this.regions.province(provinceId)) {
      throw ServiceError.badRequest(MESSAGES.provinceNotFound, [
        { field: 'body.provinceId', message: MESSAGES.provinceNotFound },
      ]);
    }
    if (this.regions.city(cityId)?.provinceId !== provinceId) {
      throw ServiceError.badRequest(MESSAGES.cityNotInProvince, [
        { field: 'body.cityId', message: MESSAGES.cityNotInProvince },
      ]);
    }
  }
}
