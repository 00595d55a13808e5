// The transactions feature's pages, loaded together as one chunk.
export {
  DeliveredTransactionsPage,
  PaidTransactionsPage,
  PaymentsTransactionsPage,
  TransactionsPage,
} from '../../features/transactions/components/transactions-page';
