import { http } from '@ela/web-kit';

/** Images are served by the API's gateway; their paths are relative to the API base. */
export function mediaUrl(path: string): string {
  return `${http.defaults.baseURL ?? ''}${path}`;
}
