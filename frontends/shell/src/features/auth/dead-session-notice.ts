import { SESSION_ENDED_MESSAGE } from '@ela/contracts';
import { onDeadSession, toast } from '@ela/web-kit';
import { requiredRole } from './route-guard';

/**
 * A dead session is dropped quietly where no login is needed: the visitor browses on as a guest.
 * On a page that needs one, the route guard sends them to log in, and this says why.
 */
export function explainDeadSessions(): () => void {
  return onDeadSession(() => {
    if (requiredRole(window.location.pathname)) toast.warning(SESSION_ENDED_MESSAGE);
  });
}
