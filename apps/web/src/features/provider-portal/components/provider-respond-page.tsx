import type { ProviderLinkView } from '@aurum/shared/provider/provider-contract';
import {
  PROVIDER_LINK_MESSAGES,
  PROVIDER_PORTAL_MESSAGES,
  PROVIDER_THANKS,
} from '@aurum/shared/provider/provider-messages';
import { PROVIDER_ROUTE } from '@aurum/shared/routes';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError, isApiError } from '../../../lib/api-error';
import { useProviderLink } from '../api/get-provider-link';
import type { LinkAnswer } from '@aurum/shared/provider/provider-contract';
import { useRespondByLink } from '../api/respond-by-link';
import { ConfirmAnswerForm, DeclineAnswerForm } from './answer-forms';
import { LinkNotice } from './link-notice';
import { ProviderShell } from './provider-shell';
import { RequestSummary } from './request-summary';

const PROBLEM_TITLES: Record<string, string> = {
  LINK_INVALID: 'This link cannot be used',
  LINK_EXPIRED: 'This link has expired',
  LINK_USED: 'Already answered',
  LINK_CLOSED: 'This request is no longer open',
};

/** Refusals that end the page; anything else (offline, server trouble) lets the provider retry. */
const isFinal = (error: unknown): error is ApiError =>
  isApiError(error) && error.code in PROBLEM_TITLES;

function Problem({ error, requestId }: { error: ApiError; requestId?: string }) {
  return (
    <LinkNotice
      tone="problem"
      title={PROBLEM_TITLES[error.code] ?? 'Something went wrong'}
      message={error.message}
      requestId={requestId}
    />
  );
}

function OpenLink({
  view,
  token,
  onAnswered,
}: {
  view: ProviderLinkView;
  token: string;
  onAnswered: (answer: LinkAnswer) => void;
}) {
  const respond = useRespondByLink(token, onAnswered);
  const [failure, setFailure] = useState<unknown>(null);
  const confirming = view.action === 'confirm';

  const onAnswer = async (answer: LinkAnswer) => {
    setFailure(null);
    await respond.mutateAsync(answer);
  };

  if (isFinal(failure)) return <Problem error={failure} requestId={view.request.id} />;

  return (
    <Card className="p-5 sm:p-7">
      <p className="text-sm text-zinc-300">Dear {view.provider_name},</p>
      <h1 className="mt-1 font-display text-3xl font-semibold text-gold-300">
        {confirming ? 'Confirm this request' : 'Decline this request'}
      </h1>
      <p className="mt-2 text-sm text-zinc-300">
        {confirming
          ? 'An Aurum member would like to book your services. Please confirm your availability and send a quote within 2 hours.'
          : 'Let the member know you cannot take this request, and why.'}
      </p>
      <RequestSummary request={view.request} className="mt-6 rounded-xl bg-ink-900/60 p-4" />
      <div className="mt-6">
        {confirming ? (
          <ConfirmAnswerForm
            onAnswer={(answer) => onAnswer({ action: 'confirm', ...answer })}
            onError={setFailure}
          />
        ) : (
          <DeclineAnswerForm
            onAnswer={(answer) => onAnswer({ action: 'decline', ...answer })}
            onError={setFailure}
          />
        )}
      </div>
      {failure !== null && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-400/50 bg-red-950/50 p-3 text-sm text-red-100"
        >
          {failure instanceof Error ? failure.message : 'Your answer could not be sent.'} Please try
          again.
        </p>
      )}
    </Card>
  );
}

function LinkContent({ token }: { token: string }) {
  const link = useProviderLink(token);
  // Kept here, as the answer also turns the cached view from open to answered.
  const [answered, setAnswered] = useState<LinkAnswer | null>(null);
  if (!token) {
    return (
      <LinkNotice
        tone="problem"
        title={PROBLEM_TITLES.LINK_INVALID!}
        message={PROVIDER_LINK_MESSAGES.invalid}
      />
    );
  }
  if (link.isPending) {
    return (
      <p
        role="status"
        className="animate-gold-pulse py-10 text-center font-display text-xl text-gold-400"
      >
        Loading your request...
      </p>
    );
  }
  if (link.isError) {
    if (isFinal(link.error)) return <Problem error={link.error} />;
    return (
      <LinkNotice tone="problem" title="Something went wrong" message={link.error.message}>
        <Button variant="outline" onClick={() => void link.refetch()}>
          Try again
        </Button>
      </LinkNotice>
    );
  }
  const view = link.data;
  if (answered) {
    return (
      <LinkNotice
        tone="success"
        title={answered.action === 'confirm' ? 'Request confirmed' : 'Request declined'}
        message={PROVIDER_THANKS[answered.action]}
      >
        <RequestSummary request={view.request} />
      </LinkNotice>
    );
  }
  if (view.state === 'open') {
    return <OpenLink view={view} token={token} onAnswered={setAnswered} />;
  }
  const answeredAs = view.state === 'confirmed' ? 'You confirmed it.' : 'You declined it.';
  return (
    <LinkNotice
      tone="info"
      title={view.state === 'closed' ? 'This request is no longer open' : 'Already answered'}
      message={
        view.state === 'closed'
          ? PROVIDER_LINK_MESSAGES.closed
          : `${PROVIDER_PORTAL_MESSAGES.answered} ${answeredAs}`
      }
      requestId={view.request.id}
    >
      <RequestSummary request={view.request} />
    </LinkNotice>
  );
}

/**
 * /provider/respond?token=: the page behind the Confirm and Decline links of a provider e-mail.
 * Opening it only reads the request (mail scanners open links); the provider answers with a click.
 */
export function ProviderRespondPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <ProviderShell>
      <LinkContent token={token} />
      <p className="mt-6 text-center text-sm text-zinc-400">
        Have an Aurum provider account?{' '}
        <Link
          to={PROVIDER_ROUTE}
          className="font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
        >
          See all your requests
        </Link>
      </p>
    </ProviderShell>
  );
}
