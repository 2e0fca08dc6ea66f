import { MEMBER_ROUTES } from '@aurum/shared/routes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AreaHeader } from '../../../components/area-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useRelationship } from '../api/get-relationship';
import { useSpaceUpdates } from '../hooks/use-space-updates';
import {
  RELATIONSHIP_TAB_LIST,
  relationshipTabOf,
  type RelationshipTab,
} from '../utils/relationship-tabs';
import { CalendarTab } from './calendar-tab';
import { GuidanceTab } from './guidance-tab';
import { IdeasTab } from './ideas-tab';
import { InvitationCard } from './invitation-card';
import { OverviewTab } from './overview-tab';
import { PartnersTab } from './partners-tab';
import { SpaceGate } from './space-gate';

/**
 * /relationship, the relationship space (spec 02 section 2, issue 30): tabs Overview, Calendar,
 * Guidance, Ideas and Partners, the open tab in the address (`?tab=`). An invitation's link
 * (`?invitation=<token>`) shows the invitation to accept first. The other partner's changes
 * arrive live (the space topic).
 */
export function RelationshipPage() {
  const [params, setParams] = useSearchParams();
  const tab = relationshipTabOf(params);
  const invitation = params.get('invitation');
  const relationship = useRelationship();
  useSpaceUpdates();
  // Another tab keeps an invitation not yet answered on screen.
  const open = (next: string) =>
    setParams(
      {
        ...(next === 'overview' ? {} : { tab: next }),
        ...(invitation ? { invitation } : {}),
      },
      { replace: true },
    );
  const gate = (panel: (spaceId: string) => ReactNode) => (
    <SpaceGate query={relationship} onInvite={() => open('partners')}>
      {panel}
    </SpaceGate>
  );

  const panels: Record<RelationshipTab, ReactNode> = {
    overview: <OverviewTab query={relationship} onOpen={open} />,
    calendar: gate((spaceId) => <CalendarTab spaceId={spaceId} />),
    guidance: gate((spaceId) => <GuidanceTab spaceId={spaceId} />),
    ideas: gate((spaceId) => <IdeasTab spaceId={spaceId} />),
    partners: <PartnersTab query={relationship} />,
  };

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/relationship']}>
        A private space for the two of you: plans in both your calendars, ideas worth keeping, and
        help with the harder conversations.
      </AreaHeader>
      <main className="mt-6 space-y-6">
        {invitation && (
          <InvitationCard token={invitation} onDone={() => setParams({}, { replace: true })} />
        )}
        <Tabs value={tab} onValueChange={open} className="min-w-0">
          <TabsList aria-label="Relationship sections" className="grid-cols-3 sm:grid-cols-5">
            {RELATIONSHIP_TAB_LIST.map(({ name, value }) => (
              <TabsTrigger key={value} value={value}>
                {name}
              </TabsTrigger>
            ))}
          </TabsList>
          {RELATIONSHIP_TAB_LIST.map(({ value }) => (
            <TabsContent key={value} value={value}>
              {panels[value]}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
