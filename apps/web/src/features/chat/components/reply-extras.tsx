import type { ChatChoice, ChatMessage } from '@aurum/shared/chat/chat-contract';
import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { proposalsOf } from '../utils/proposal-text';
import { MemorySuggestionCard } from './memory-suggestion-card';

// The cards (their forms, the shared-diet chips, the confirm calls) load when a reply has a
// proposal, keeping the assistant's first screen within its 150 kB budget.
const ProposalCard = lazy(async () => ({
  default: (await import('./proposal-card')).ProposalCard,
}));
const VaultRequestCard = lazy(async () => ({
  default: (await import('./vault-request-card')).VaultRequestCard,
}));

/**
 * What comes under an assistant reply: the candidates to tap when the message could mean several
 * of the member's requests (each sent like a message, with the request it is about), the way to
 * a person, one card per proposal, what the member's vault holds for their question (ADR 062),
 * and a preference to remember.
 */
export function ReplyExtras({
  message,
  question = '',
  busy,
  onChoose,
}: {
  message: ChatMessage;
  /** The member's message the reply answers. */
  question?: string;
  /** A message is on its way: choices wait. */
  busy: boolean;
  onChoose: (choice: ChatChoice) => void;
}) {
  return (
    <>
      {message.choices.length > 0 && (
        <ul aria-label="Choices" className="flex max-w-[88%] flex-wrap gap-2 sm:max-w-[75%]">
          {message.choices.map((choice) => (
            <li key={`${choice.request_id}-${choice.label}`}>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
                onClick={() => onChoose(choice)}
              >
                {choice.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message.offers_human && (
        <Button asChild size="sm" variant="outline">
          <Link to="/human-concierge">
            <UserRound aria-hidden="true" className="size-4" /> Talk to a person
          </Link>
        </Button>
      )}
      <Suspense fallback={null}>
        {proposalsOf(message).map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} />
        ))}
        {message.vault_request && (
          <VaultRequestCard request={message.vault_request} question={question} />
        )}
      </Suspense>
      {message.memory_suggestion && <MemorySuggestionCard suggestion={message.memory_suggestion} />}
    </>
  );
}
