import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { REQUEST_MESSAGES } from '../utils/request-messages';
import { LoadError } from './request-list-states';

/** While one request (to modify or book again) loads: a form skeleton, not found, or a retry. */
export function RequestLookupState({
  query,
}: {
  query: UseQueryResult<ServiceRequestDetail, unknown>;
}) {
  if (query.isError) {
    if (isApiError(query.error, 'NOT_FOUND')) {
      return (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <SearchX aria-hidden="true" className="size-6 text-gold-400" />
          <p className="font-semibold text-zinc-100">{REQUEST_MESSAGES.requestNotFound}</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/service-history">Back to Service History</Link>
          </Button>
        </Card>
      );
    }
    return (
      <LoadError
        message={REQUEST_MESSAGES.requestLoadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Card className="space-y-5 p-5 sm:p-6" role="status" aria-live="polite">
      <span className="sr-only">Loading request...</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className={row === 1 ? 'h-24 w-full' : 'h-11 w-full'} />
        </div>
      ))}
    </Card>
  );
}
