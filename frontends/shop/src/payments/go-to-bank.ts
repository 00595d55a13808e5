/**
 * Leaves the shop for a gateway's page (another site). One place, so unit tests can stand in for
 * a navigation jsdom cannot make.
 */
export function goToBank(url: string): void {
  window.location.assign(url);
}
