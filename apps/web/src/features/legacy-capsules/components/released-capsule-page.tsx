import { CAPSULE_TYPE_LABELS } from '@aurum/shared/legacy-capsules/legacy-capsule-rules';
import { Loader2, MailOpen } from 'lucide-react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { useReleasedCapsule } from '../api/get-released-capsule';
import { releaseDateLabel } from '../utils/release-date';

/** /capsule/<token>: the recipient's private page of a released legacy capsule. */
export function ReleasedCapsulePage() {
  const { token = '' } = useParams();
  const capsule = useReleasedCapsule(token);
  return (
    <div className="flex min-h-dvh flex-col px-5 py-6 sm:px-8">
      <header>
        <BrandLogo to="/" />
      </header>
      <main className="flex flex-1 items-start justify-center py-10">
        <Card className="w-full max-w-2xl p-8 sm:p-10">
          {capsule.isPending ? (
            <Loader2 aria-label="Loading" className="mx-auto size-10 animate-spin text-gold-400" />
          ) : capsule.isError ? (
            <div role="alert" className="text-center">
              <h1 className="font-display text-2xl font-semibold text-zinc-50">
                Capsule not available
              </h1>
              <p className="mt-3 text-zinc-300">
                {isApiError(capsule.error)
                  ? capsule.error.message
                  : 'The capsule could not be opened. Please try again.'}
              </p>
            </div>
          ) : (
            <article>
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-400 uppercase">
                <MailOpen aria-hidden="true" className="size-4" />
                {CAPSULE_TYPE_LABELS[capsule.data.capsuleType]} from {capsule.data.from}
              </p>
              <h1 className="mt-3 font-display text-3xl font-semibold break-words text-zinc-50">
                {capsule.data.title}
              </h1>
              <p className="mt-2 text-sm text-zinc-400">
                For {capsule.data.recipientName} · opened on{' '}
                {releaseDateLabel(capsule.data.releaseDate)}
              </p>
              <div className="mt-8 text-lg leading-relaxed break-words whitespace-pre-line text-zinc-100">
                {capsule.data.content}
              </div>
            </article>
          )}
        </Card>
      </main>
    </div>
  );
}
