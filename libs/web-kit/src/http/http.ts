import { createHttpClient } from './create-http-client';
import { sessionHttpAuth } from '../auth/session-http-auth';
import { toast } from '../toast/toast.store';

/** The one HTTP client of every app; web-kit is a federation singleton, so shell and remotes share it. */
export const http = createHttpClient({ notify: (message) => toast.error(message), auth: sessionHttpAuth });

/** Points the shared client at the API; the shell calls it once the runtime config is known. */
export function configureHttp({ apiBaseUrl }: { apiBaseUrl: string }): void {
  http.defaults.baseURL = apiBaseUrl;
}
