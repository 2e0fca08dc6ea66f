import type { CreatedServiceRequest, ProviderSummary } from '@aurum/shared/requests/request-dto';
import { REQUEST_TOASTS } from '@aurum/shared/requests/request-dto';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { useAutoAssignProvider } from '../api/auto-assign-provider';
import { useChooseRequestProvider } from '../api/choose-request-provider';
import { useCreateServiceRequest } from '../api/create-service-request';
import { EMPTY_REQUEST_FORM, type PrefilledForm } from '../utils/request-form-values';
import { failureText, REQUEST_MESSAGES } from '../utils/request-messages';
import { ProviderSelection, type ProviderStepBusy } from './provider-selection';
import { RequestLimitNotice } from './request-limit-notice';
import { RequestSentNotice, type RequestSent } from './request-sent-notice';
import { ServiceRequestForm } from './service-request-form';

export interface NewRequestFlowProps {
  /** Book Again: the form starts from a completed request. */
  prefill?: PrefilledForm;
  /** Called once a request went out, so the page can drop the Book Again prefill. */
  onFinished: () => void;
}

/** Fill in, submit, choose a provider or skip; either choice starts a fresh form (spec 02 section 4). */
export function NewRequestFlow({ prefill, onFinished }: NewRequestFlowProps) {
  const create = useCreateServiceRequest();
  const choose = useChooseRequestProvider();
  const autoAssign = useAutoAssignProvider();
  const [created, setCreated] = useState<CreatedServiceRequest | null>(null);
  const [busy, setBusy] = useState<ProviderStepBusy>(null);
  const [sent, setSent] = useState<RequestSent | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const finish = (result: RequestSent) => {
    setCreated(null);
    setSent(result);
    onFinished();
  };

  const submit = async (form: Parameters<typeof create.mutateAsync>[0]) => {
    setLimitMessage(null);
    setSent(null);
    setCreated(await create.mutateAsync(form));
  };

  const onFailure = (error: unknown) => {
    if (isApiError(error, 'REQUEST_LIMIT_REACHED')) {
      setLimitMessage(error.message);
      return;
    }
    toast.error(REQUEST_TOASTS.submitFailedTitle, {
      description: failureText(error, REQUEST_TOASTS.submitFailed),
    });
  };

  const chooseProvider = async (provider: ProviderSummary) => {
    if (!created) return;
    setBusy(provider.id);
    try {
      await choose.mutateAsync({ requestId: created.request.id, providerId: provider.id });
      const result = {
        title: REQUEST_MESSAGES.providerAskedTitle,
        description: REQUEST_MESSAGES.providerAsked(provider.name),
      };
      toast.success(result.title, { description: result.description });
      finish(result);
    } catch (error) {
      toast.error(REQUEST_TOASTS.assignmentFailedTitle, {
        description: failureText(error, REQUEST_TOASTS.assignmentFailed),
      });
    } finally {
      setBusy(null);
    }
  };

  const skip = async () => {
    if (!created) return;
    setBusy('skip');
    try {
      const match = await autoAssign.mutateAsync(created.request.id);
      const found = match.message === REQUEST_TOASTS.matchFoundTitle && !match.fallbackToManual;
      const result = {
        title: match.message,
        description: found
          ? REQUEST_MESSAGES.providersNotified(match.emailsSent)
          : REQUEST_MESSAGES.manualMatch,
      };
      toast.success(result.title, { description: result.description });
      finish(result);
    } catch (error) {
      toast.error(REQUEST_TOASTS.assignmentFailedTitle, {
        description: failureText(error, REQUEST_TOASTS.assignmentFailed),
      });
    } finally {
      setBusy(null);
    }
  };

  if (created) {
    return (
      <ProviderSelection
        created={created}
        busy={busy}
        onChoose={(provider) => void chooseProvider(provider)}
        onSkip={() => void skip()}
      />
    );
  }

  return (
    <>
      {limitMessage && <RequestLimitNotice message={limitMessage} />}
      {sent && <RequestSentNotice sent={sent} />}
      <Card className="p-5 sm:p-6">
        <ServiceRequestForm
          defaultValues={prefill?.values ?? EMPTY_REQUEST_FORM}
          dateHint={
            prefill?.datePassed ? 'The original date has passed: choose a new one.' : undefined
          }
          submitLabel="Submit Request"
          busyLabel="Submitting..."
          onSubmit={submit}
          onFailure={onFailure}
        />
      </Card>
    </>
  );
}
