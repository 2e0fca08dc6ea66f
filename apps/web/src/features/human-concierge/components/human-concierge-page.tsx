import { MEMBER_ROUTES } from '@aurum/shared/routes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AreaHeader } from '../../../components/area-header';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-error';
import { useAssistants } from '../api/concierge-reads';
import {
  HUMAN_CONCIERGE_TAB_LIST,
  humanConciergeTabOf,
  type HumanConciergeTab,
} from '../utils/human-concierge-tabs';
import { CasesTab } from './cases-tab';
import { ConnectTab } from './connect-tab';
import { SettingsTab } from './settings-tab';
import { UpgradePrompt } from './upgrade-prompt';

const isTierRefusal = (error: unknown) =>
  error instanceof ApiError && (error.code === 'TIER_REQUIRED' || error.code === 'PLAN_REQUIRED');

/**
 * /human-concierge, Human Concierge Sync (spec 02 sections 2, 4, 6, 8, 9; issue 31): tabs
 * Connect, Active Cases, Settings and History for gold, platinum and black; others see the
 * upgrade prompt (the server refuses them too).
 */
export function HumanConciergePage() {
  const [params, setParams] = useSearchParams();
  const tab = humanConciergeTabOf(params);
  const assistants = useAssistants();
  const open = (next: string, caseId?: string) =>
    setParams(
      { ...(next === 'connect' ? {} : { tab: next }), ...(caseId ? { case: caseId } : {}) },
      { replace: true },
    );
  const openCase = params.get('case');

  const panels: Record<HumanConciergeTab, ReactNode> = {
    connect: <ConnectTab onConnected={(id) => open('active-cases', id)} />,
    'active-cases': (
      <CasesTab state="active" openCase={openCase} onOpen={(id) => open('active-cases', id)} />
    ),
    settings: <SettingsTab />,
    history: <CasesTab state="history" openCase={openCase} onOpen={(id) => open('history', id)} />,
  };

  let body: ReactNode;
  if (assistants.isPending) body = <TabSkeleton />;
  else if (assistants.isError && isTierRefusal(assistants.error)) body = <UpgradePrompt />;
  else if (assistants.isError) {
    body = (
      <TabLoadError
        message="Could not load your concierge team. Please try again."
        onRetry={() => void assistants.refetch()}
      />
    );
  } else {
    body = (
      <Tabs value={tab} onValueChange={(next) => open(next)} className="min-w-0">
        <TabsList aria-label="Human concierge sections" className="grid-cols-2 sm:grid-cols-4">
          {HUMAN_CONCIERGE_TAB_LIST.map(({ name, value }) => (
            <TabsTrigger key={value} value={value}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {HUMAN_CONCIERGE_TAB_LIST.map(({ value }) => (
          <TabsContent key={value} value={value}>
            {panels[value]}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <div className="mx-auto min-h-dvh max-w-5xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/human-concierge']}>
        A real person from our concierge team, with everything your assistant already knows.
      </AreaHeader>
      <main className="mt-6">{body}</main>
    </div>
  );
}
