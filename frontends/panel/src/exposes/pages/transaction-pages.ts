// The transactions feature's pages, loaded together as one chunk.
export {
  DeliveredTransactionsPage,
  PaidTransactionsPage,
  TransactionsPage,
} from '../../features/transactions/components/transactions-page';
export { PaymentsTransactionsPage } from '../../features/transactions/components/payments-page';
