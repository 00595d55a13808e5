// The dashboard's pages, loaded together as one chunk (with the charts they share).
export { DashboardPage } from '../../features/dashboard/components/dashboard-page';
export { InformationPage } from '../../features/dashboard/components/information-page';
export { DeadLettersPage } from '../../features/dashboard/components/dead-letters-page';
