import type { AxiosRequestConfig } from 'axios';

/**
 * Options of the requests that carry the session's refresh cookie: logins (which set it), refreshes
 * (which read and renew it) and logouts (which clear it). The API is on another origin (another port
 * of the same site in development), so the browser keeps and sends that cookie only for requests
 * made with credentials; every other request goes without, and without the page's cookies.
 */
export const SESSION_REQUEST = { withCredentials: true } as const satisfies AxiosRequestConfig;
