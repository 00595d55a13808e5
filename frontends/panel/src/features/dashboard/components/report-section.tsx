import type { ReactNode } from 'react';
import { httpErrorMessage } from '@ela/web-kit';
import type { Resource } from '../../../shared/api/use-resource';
import { ErrorState, LoadingState } from '../../../shared/components/state-views';

interface ReportSectionProps<T> {
  resource: Pick<Resource<T>, 'status' | 'data' | 'error' | 'reload'>;
  failure: string;
  children: (data: T) => ReactNode;
}

/**
 * One report of the dashboard: its own loading and failure (with the reason, since its request is
 * quiet), so one slow or failed report holds up no other.
 */
export function ReportSection<T>({ resource, failure, children }: ReportSectionProps<T>) {
  if (resource.status === 'error')
    return (
      <ErrorState message={`${failure} ${httpErrorMessage(resource.error)}`} onRetry={resource.reload} />
    );
  if (!resource.data) return <LoadingState />;
  return <div aria-busy={resource.status === 'loading'}>{children(resource.data)}</div>;
}
