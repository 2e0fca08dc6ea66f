import type { RelationshipOverview } from '@aurum/shared/relationship/relationship-contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';

/** A tab of the shared space: shown once the member has a partner, else the way to invite one. */
export function SpaceGate({
  query,
  onInvite,
  children,
}: {
  query: UseQueryResult<RelationshipOverview>;
  onInvite: () => void;
  children: (spaceId: string) => ReactNode;
}) {
  if (query.isError) {
    return (
      <TabLoadError
        message="Your relationship space could not be loaded. Check your connection."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <TabSkeleton />;
  if (!query.data.space_id) {
    return (
      <TabEmpty
        icon={<HeartHandshake aria-hidden="true" />}
        title="Invite your partner first"
        action={<Button onClick={onInvite}>Invite your partner</Button>}
      >
        Everything here is shared by the two of you. Once your partner accepts your invitation, your
        plans, ideas and conversations live here.
      </TabEmpty>
    );
  }
  return <>{children(query.data.space_id)}</>;
}
