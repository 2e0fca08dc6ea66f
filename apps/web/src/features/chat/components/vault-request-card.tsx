import type { ChatVaultRequest } from '@aurum/shared/chat/vault-request';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useDecideVaultRequest } from '../api/decide-vault-request';
import { vaultItemsText } from '../utils/vault-request-text';

// The vault's unlock and decryption load only once the member approved (ADR 062).
const VaultReveal = lazy(async () => ({
  default: (await import('./vault-reveal')).VaultReveal,
}));

const frame =
  'mt-1 w-full max-w-[88%] rounded-2xl border border-gold-500/40 bg-ink-900/90 p-4 sm:max-w-[75%]';

function OpenVaultLink({ children }: { children: string }) {
  return (
    <Button asChild size="sm" variant="outline" className="mt-3">
      <Link to="/vault">
        <KeyRound aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}

/** The member's answer to a request still open: Approve or Not now. */
function Decision({ request }: { request: ChatVaultRequest }) {
  const decide = useDecideVaultRequest();
  const answer = async (decision: 'approve' | 'decline') => {
    try {
      await decide.mutateAsync({ id: request.id, decision });
    } catch (error) {
      toast.error('Your answer was not saved', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button size="sm" disabled={decide.isPending} onClick={() => void answer('approve')}>
        <ShieldCheck aria-hidden="true" /> Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={decide.isPending}
        onClick={() => void answer('decline')}
      >
        Not now
      </Button>
    </div>
  );
}

function Body({ request, question }: { request: ChatVaultRequest; question: string }) {
  if (request.kind === 'private') {
    return (
      <>
        <p className="mt-2 text-sm text-zinc-300">
          {request.private_count > 0
            ? 'Kept at level 1, for you alone: the assistant may not open it.'
            : 'Kept at level 3, for your legacy capsules: the assistant never opens it.'}
        </p>
        <OpenVaultLink>Open Vault</OpenVaultLink>
      </>
    );
  }
  if (request.kind === 'none') {
    return (
      <>
        <p className="mt-2 text-sm text-zinc-300">
          Nothing in your vault matches. Add it at level 2 and the assistant can ask to open it.
        </p>
        <OpenVaultLink>Add to Vault</OpenVaultLink>
      </>
    );
  }
  if (request.kind === 'summary') return <OpenVaultLink>Open Vault</OpenVaultLink>;
  if (request.decision === 'declined') {
    return (
      <p role="status" className="mt-2 text-sm text-zinc-300">
        Not opened: your vault stays sealed.
      </p>
    );
  }
  if (request.decision === 'approved') {
    return (
      <Suspense fallback={<p className="mt-2 text-sm text-zinc-400">Opening...</p>}>
        <VaultReveal request={request} question={question} />
      </Suspense>
    );
  }
  return (
    <>
      <p className="mt-2 text-sm text-zinc-200">
        May the assistant open your {vaultItemsText(request.items)}?
      </p>
      <p className="mt-1 text-xs text-zinc-400">
        It opens here, on this device, with your vault password. Nothing decrypted is sent to Aurum
        or kept in this chat.
      </p>
      <Decision request={request} />
    </>
  );
}

/**
 * Under a reply about the member's vault (ADR 062): the request to open level-2 items with
 * Approve and Not now; once approved, the items opened here after the vault is unlocked; items
 * kept to the member, or nothing found, with the way to the Vault.
 */
export function VaultRequestCard({
  request,
  question,
}: {
  request: ChatVaultRequest;
  /** The member's words the reply answers: the items they name come first. */
  question: string;
}) {
  const closed = request.kind !== 'ask' || request.decision === 'declined';
  return (
    <section aria-label="From your vault" className={frame}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-gold-300">
          {closed ? (
            <ShieldOff aria-hidden="true" className="size-5 text-zinc-400" />
          ) : (
            <ShieldCheck aria-hidden="true" className="size-5 text-gold-400" />
          )}
          From your vault
        </h3>
        {request.kind === 'ask' && (
          <Badge tone={request.decision === 'approved' ? 'green' : 'gold'}>
            {request.decision === 'approved'
              ? 'Approved'
              : request.decision === 'declined'
                ? 'Not opened'
                : 'Level 2'}
          </Badge>
        )}
      </div>
      <Body request={request} question={question} />
    </section>
  );
}
