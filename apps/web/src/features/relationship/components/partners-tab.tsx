import type { RelationshipOverview } from '@aurum/shared/relationship/relationship-contract';
import { RELATIONSHIP_TYPE_LABELS } from '@aurum/shared/relationship/relationship-rules';
import { formatDate } from '@aurum/shared/format/dates';
import { initials } from '@aurum/shared/ui-rules/display-name';
import type { UseQueryResult } from '@tanstack/react-query';
import { Mail, UserRound } from 'lucide-react';
import { useState } from 'react';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useEndLink, useWithdrawInvitation } from '../api/relationship-changes';
import { InviteForm } from './invite-form';
import { Panel } from './panel';

function PartnerCard({ overview }: { overview: RelationshipOverview }) {
  const partner = overview.partner!;
  const end = useEndLink();
  const [confirming, setConfirming] = useState(false);
  const endLink = async () => {
    try {
      await end.mutateAsync({ spaceId: overview.space_id! });
      setConfirming(false);
      toast.success('Link Ended', {
        description: `You and ${partner.name} no longer share a space.`,
      });
    } catch (error) {
      toast.error('Link Not Ended', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <Panel id="your-partner" title="Your partner" icon={<UserRound aria-hidden="true" />}>
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-gold-500/15 font-display text-xl font-semibold text-gold-300"
        >
          {initials(partner.name)}
        </span>
        <div className="min-w-0 space-y-1">
          <p className="font-display text-xl font-semibold text-zinc-50">{partner.name}</p>
          <p className="text-sm break-all text-zinc-300">{partner.email}</p>
          <p className="text-sm text-zinc-400">
            Connected since {formatDate(partner.connected_since)}
          </p>
        </div>
        <div className="flex gap-2">
          <Badge>{RELATIONSHIP_TYPE_LABELS[partner.relationship_type]}</Badge>
          {partner.is_primary && <Badge tone="green">Primary partner</Badge>}
        </div>
      </div>
      <div className="mt-5 border-t border-white/10 pt-4">
        <Button variant="outline" onClick={() => setConfirming(true)}>
          End Link
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End the link with your partner?"
        description={`You and ${partner.name} will both lose the shared calendar, ideas and conversations of this space. This cannot be undone.`}
        confirmLabel="End Link"
        busyLabel="Ending..."
        cancelLabel="Keep It"
        busy={end.isPending}
        onConfirm={() => void endLink()}
      />
    </Panel>
  );
}

function PendingInvitations({ overview }: { overview: RelationshipOverview }) {
  const withdraw = useWithdrawInvitation();
  if (overview.invitations.length === 0) return null;
  return (
    <Panel id="invitations-sent" title="Invitations sent" icon={<Mail aria-hidden="true" />}>
      <ul className="space-y-3">
        {overview.invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-white/10 p-3"
          >
            <div className="min-w-0">
              <p className="break-all text-zinc-100">{invitation.email}</p>
              <p className="text-xs text-zinc-400">
                Waiting for an answer · the link works until {formatDate(invitation.expires_at)}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              disabled={withdraw.isPending}
              onClick={() =>
                void withdraw
                  .mutateAsync(invitation.id)
                  .then(() => toast.success('Invitation Withdrawn'))
                  .catch((error: unknown) =>
                    toast.error('Not Withdrawn', {
                      description: error instanceof Error ? error.message : undefined,
                    }),
                  )
              }
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Partners: the primary partner (and ending the link), or the invitation to send. */
export function PartnersTab({ query }: { query: UseQueryResult<RelationshipOverview> }) {
  if (query.isError) {
    return (
      <TabLoadError
        message="Your partner details could not be loaded. Check your connection."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <TabSkeleton />;
  const overview = query.data;
  return (
    <div className="space-y-4">
      {overview.partner ? (
        <PartnerCard overview={overview} />
      ) : (
        <Panel id="invite-partner" title="Invite your partner" icon={<Mail aria-hidden="true" />}>
          <p className="mb-4 text-sm text-zinc-300">
            We e-mail your partner a private link. Once they accept (signing up first if they are
            new to Aurum), the two of you share this space. You have one primary partner at a time.
          </p>
          <InviteForm />
        </Panel>
      )}
      <PendingInvitations overview={overview} />
    </div>
  );
}
