type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/**
 * How web-kit moves to another page (after a logout). The shell hands in its router's `navigate`,
 * so a logout does not reload the page; without a router, the browser loads the page.
 */
export function setAuthNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
