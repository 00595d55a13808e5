// The discounts feature's pages, loaded together as one chunk.
export { DiscountsPage } from '../../features/discounts/components/discounts-page';
export {
  DiscountDefinePage,
  DiscountEditPage,
} from '../../features/discounts/components/discount-form-pages';
