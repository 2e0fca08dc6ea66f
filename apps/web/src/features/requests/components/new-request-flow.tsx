import type { CreatedServiceRequest, ProviderSummary } from '@aurum/shared/requests/request-rules';
import { REQUEST_TOASTS } from '@aurum/shared/requests/request-rules';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { useAutoAssignProvider } from '../api/auto-assign-provider';
import { useChooseRequestProvider } from '../api/choose-request-provider';
import { useCreateServiceRequest } from '../api/create-service-request';
import { useRequestAllowance } from '../api/get-request-allowance';
import { filingBlock, renewalDay, type FilingBlock } from '../utils/allowance-summary';
import {
  EMPTY_REQUEST_FORM,
  type PrefilledForm,
  type RequestFormData,
} from '../utils/request-form-values';
import { failureText, REQUEST_MESSAGES } from '../utils/request-messages';
import { LikelyDuplicateNotice } from './likely-duplicate-notice';
import { ProviderSelection, type ProviderStepBusy } from './provider-selection';
import { RequestAllowanceLine } from './request-allowance';
import { RequestLimitNotice } from './request-limit-notice';
import { RequestSentNotice, type RequestSent } from './request-sent-notice';
import { ServiceRequestForm } from './service-request-form';

export interface NewRequestFlowProps {
  /** Book Again: the form starts from a completed request. */
  prefill?: PrefilledForm;
  /** Called once a request went out, so the page can drop the Book Again prefill. */
  onFinished: () => void;
}

/**
 * Fill in, submit, choose a provider or skip; either choice starts a fresh form (spec 02 section
 * 4). The month's allowance is told first; once it is used up, Submit is off until it renews.
 */
export function NewRequestFlow({ prefill, onFinished }: NewRequestFlowProps) {
  const create = useCreateServiceRequest();
  const choose = useChooseRequestProvider();
  const autoAssign = useAutoAssignProvider();
  const allowance = useRequestAllowance().data;
  const blocked = filingBlock(allowance);
  const [created, setCreated] = useState<CreatedServiceRequest | null>(null);
  const [busy, setBusy] = useState<ProviderStepBusy>(null);
  const [sent, setSent] = useState<RequestSent | null>(null);
  // A refused Submit: the plan's requests are used up, or a plan must be chosen first.
  const [refusal, setRefusal] = useState<FilingBlock | null>(null);
  // A Submit held back as a likely duplicate, until the member files it anyway or changes it.
  const [twin, setTwin] = useState<RequestFormData | null>(null);

  const finish = (result: RequestSent) => {
    setCreated(null);
    setSent(result);
    onFinished();
  };

  const submit = async (form: RequestFormData) => {
    setRefusal(null);
    setSent(null);
    setTwin(null);
    try {
      setCreated(await create.mutateAsync(form));
    } catch (error) {
      // An open request of theirs is the same: asked before filing it as well.
      if (isApiError(error, 'LIKELY_DUPLICATE')) setTwin(form);
      else throw error;
    }
  };

  const fileAnyway = async () => {
    if (!twin) return;
    try {
      setCreated(await create.mutateAsync({ ...twin, file_anyway: true }));
    } catch (error) {
      onFailure(error);
    } finally {
      setTwin(null);
    }
  };

  const onFailure = (error: unknown) => {
    if (isApiError(error, 'REQUEST_LIMIT_REACHED') || isApiError(error, 'PLAN_REQUIRED')) {
      setRefusal({
        kind: error.code === 'PLAN_REQUIRED' ? 'plan' : 'limit',
        message: error.message,
      });
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

  const notice = refusal ?? blocked;

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
      {notice && (
        <RequestLimitNotice
          kind={notice.kind}
          message={notice.message}
          renewsOn={allowance && renewalDay(allowance)}
          // Shown on arrival when nothing can be filed; announced after a refused Submit.
          announce={refusal !== null}
        />
      )}
      {sent && <RequestSentNotice sent={sent} />}
      {allowance && !allowance.plan_required && <RequestAllowanceLine allowance={allowance} />}
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
          blockedReason={blocked?.message}
        />
        {twin && (
          <LikelyDuplicateNotice
            busy={create.isPending}
            onFileAnyway={() => void fileAnyway()}
            onKeepEditing={() => setTwin(null)}
          />
        )}
      </Card>
    </>
  );
}
