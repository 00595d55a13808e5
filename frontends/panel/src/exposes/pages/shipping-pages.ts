// The shipping configuration pages (volumetric weights, shipping prices), loaded together as one chunk.
export { VolumetricWeightsPage } from '../../features/volumetric-weights/components/volumetric-weights-page';
export { ShippingPricesPage } from '../../features/shipping-prices/components/shipping-prices-page';
