import { REQUEST_TOASTS } from '@aurum/shared/requests/request-rules';
import { Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { useServiceRequest } from '../api/get-service-request';
import { useUpdateServiceRequest } from '../api/update-service-request';
import { canChangeRequest } from '../utils/request-display';
import { formValuesOf, type RequestFormData } from '../utils/request-form-values';
import { failureText, REQUEST_MESSAGES } from '../utils/request-messages';
import { RequestLookupState } from './request-lookup-state';
import { ServiceRequestForm } from './service-request-form';

const HISTORY = '/service-history';

/** Modify Request: the pending request's form, saved with PATCH; no provider step afterwards. */
export function EditRequestForm({ requestId }: { requestId: string }) {
  const navigate = useNavigate();
  const query = useServiceRequest(requestId);
  const update = useUpdateServiceRequest();

  if (!query.data) return <RequestLookupState query={query} />;
  const request = query.data;

  if (!canChangeRequest(request)) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <Lock aria-hidden="true" className="size-6 text-gold-400" />
        <p className="font-semibold text-zinc-100">{REQUEST_MESSAGES.notChangeable}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={HISTORY}>Back to Service History</Link>
        </Button>
      </Card>
    );
  }

  const save = async (form: RequestFormData) => {
    await update.mutateAsync({ id: request.id, form });
    toast.success(REQUEST_MESSAGES.requestUpdated);
    await navigate(HISTORY);
  };

  const onFailure = (error: unknown) => {
    if (isApiError(error, 'REQUEST_NOT_PENDING') || isApiError(error, 'NOT_FOUND')) {
      toast.error(error.message);
      return;
    }
    toast.error(REQUEST_TOASTS.submitFailedTitle, {
      description: failureText(error, REQUEST_TOASTS.submitFailed),
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <ServiceRequestForm
        defaultValues={formValuesOf(request).values}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={save}
        onFailure={onFailure}
        secondaryAction={
          <Button asChild variant="ghost" size="lg">
            <Link to={HISTORY}>Discard Changes</Link>
          </Button>
        }
      />
    </Card>
  );
}
