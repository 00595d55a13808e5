import { Inject, Injectable } from '@nestjs/common';
import type { Address, ShippingQuote } from '@ela/contracts';
import { CustomerAddresses } from '../auth/customer-addresses';
import { CatalogCategories } from './catalog-categories';
import { distanceClass } from './distance-class';
import { ProvinceNeighbours } from './province-neighbours';
import { ShippingErrors } from './shipping-errors';
import {
  BasketLinesSource,
  SHIPPING_SETTINGS,
  type ShippingLine,
  type ShippingSettings,
} from './shipping-settings';
import { measureOf, shippingOffers, type UnitMeasure } from './shipping-rules';
import { ShippingPricesRepository } from './shipping-prices.repository';
import { VolumetricWeightsRepository } from './volumetric-weights.repository';
import { parcelWeights } from './volumetric-weight';

/** Prices the caller's basket to one of the caller's addresses, for every enabled method. */
@Injectable()
export class ShippingQuoteService {
  constructor(
    @Inject(SHIPPING_SETTINGS) private readonly settings: ShippingSettings,
    private readonly addresses: CustomerAddresses,
    private readonly neighbours: ProvinceNeighbours,
    private readonly basket: BasketLinesSource,
    private readonly weights: VolumetricWeightsRepository,
    private readonly prices: ShippingPricesRepository,
    private readonly categories: CatalogCategories,
  ) {}

  /** The caller's open basket to one of the caller's addresses. */
  async quote(userId: string, token: string, addressId: string): Promise<ShippingQuote> {
    const [address, lines] = await Promise.all([
      this.addresses.address(userId, token, addressId),
      this.basket.shippingLinesOf(userId),
    ]);
    return this.quoteLines(address, lines);
  }

  /** Lines already read (placing an order prices its basket once) to an address already read. */
  async quoteLines(address: Address, lines: ShippingLine[]): Promise<ShippingQuote> {
    const [measured, enabled] = await Promise.all([
      this.measure(lines),
      lines.length === 0 ? [] : this.prices.enabled(),
    ]);
    const cls = distanceClass(this.settings.origin, address, (a, b) => this.neighbours.areNeighbours(a, b));
    return withinRange(() => {
      const weights = parcelWeights(measured, this.settings.volumetricDivisor);
      const options = shippingOffers(enabled, {
        chargeableGrams: weights.chargeableGrams,
        distanceClass: cls,
        cityId: address.cityId,
      });
      return { addressId: address.id, distanceClass: cls, ...weights, options };
    });
  }

  /**
   * Each line with the measure it ships with: its product's, its category's or an ancestor's.
   * Every candidate entry is read in one query: the products' and their category chains'. The
   * catalog's tree is needed only for a line its product does not measure, so a basket of measured
   * products is quoted even while the catalog cannot name the tree.
   */
  private async measure(lines: ShippingLine[]): Promise<(UnitMeasure & { quantity: number })[]> {
    if (lines.length === 0) return [];
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const noTree = new Map<string, string | null>();
    const [tree] = await Promise.allSettled([
      lines.some((l) => l.categoryId !== null) ? this.categories.parents() : noTree,
    ]);
    const parents = tree.status === 'fulfilled' ? tree.value : noTree;
    const parentOf = (id: string) => parents.get(id) ?? null;
    const categoryIds = new Set<string>();
    for (const line of lines)
      for (let c = line.categoryId; c !== null && !categoryIds.has(c); c = parentOf(c)) categoryIds.add(c);
    const entries = await this.weights.forTargets(productIds, [...categoryIds]);
    const own = entries.filter((e) => e.productId !== null);
    const inherited = entries.filter((e) => e.categoryId !== null);
    const measured = new Set(own.map((e) => e.productId));
    if (tree.status === 'rejected' && lines.some((l) => l.categoryId !== null && !measured.has(l.productId)))
      throw tree.reason;
    const book = {
      byProduct: new Map(own.map((e) => [e.productId!, e.measure()])),
      byCategory: new Map(inherited.map((e) => [e.categoryId!, e.measure()])),
      parentOf,
    };
    return lines.map((line) => ({
      ...measureOf(line, book, this.settings.fallbackMeasure),
      quantity: line.quantity,
    }));
  }
}

/** A parcel or price past what stays exact is the caller's basket being too large, not a fault. */
function withinRange<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError) throw ShippingErrors.parcelTooLarge();
    throw error;
  }
}
