import { RELATIONSHIP_TYPE_LABELS } from '@aurum/shared/relationship/relationship-rules';
import { formatDate } from '@aurum/shared/format/dates';
import { HeartHandshake } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useInvitation } from '../api/get-relationship';
import { useAnswerInvitation } from '../api/relationship-changes';

/** The invitation a partner's e-mailed link opened: accept or decline it, once. */
export function InvitationCard({ token, onDone }: { token: string; onDone: () => void }) {
  const invitation = useInvitation(token);
  const answer = useAnswerInvitation();

  const respond = async (accept: boolean) => {
    try {
      const linked = await answer.mutateAsync({ token, accept });
      if (accept) {
        toast.success('Partner Connected', {
          description: linked?.partner
            ? `You and ${linked.partner.name} now share this space.`
            : undefined,
        });
      } else {
        toast.success('Invitation Declined');
      }
      onDone();
    } catch (error) {
      toast.error(accept ? 'Could Not Accept' : 'Could Not Decline', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  let body;
  if (invitation.isError) {
    body = (
      <>
        <p className="text-zinc-200">{invitation.error.message}</p>
        <Button variant="outline" onClick={onDone}>
          Dismiss
        </Button>
      </>
    );
  } else if (!invitation.data) {
    body = <p className="text-zinc-300">Opening your invitation...</p>;
  } else {
    const { inviter_name, relationship_type, expires_at } = invitation.data;
    body = (
      <>
        <p className="text-zinc-200">
          <strong className="text-gold-300">{inviter_name}</strong> invites you to share a
          relationship space as their {RELATIONSHIP_TYPE_LABELS[relationship_type].toLowerCase()}: a
          calendar for the two of you, ideas and guidance. The link works until{' '}
          {formatDate(expires_at)}.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button disabled={answer.isPending} onClick={() => void respond(true)}>
            {answer.isPending ? 'Accepting...' : 'Accept Invitation'}
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => void respond(false)}>
            Decline
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card className="border-gold-500/50 p-5 sm:p-6">
      <section aria-labelledby="partner-invitation" className="space-y-4">
        <h2
          id="partner-invitation"
          className="flex items-center gap-2 font-display text-xl font-semibold text-gold-300"
        >
          <HeartHandshake aria-hidden="true" className="size-5" />
          Partner invitation
        </h2>
        {body}
      </section>
    </Card>
  );
}
