import { PERSONA_TABS } from '@aurum/shared/life-os/life-os-texts';
import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { AreaHeader } from '../../../components/area-header';
import { AddressTabs } from '../../../components/address-tabs';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { usePersonas } from '../api/get-personas';
import { ActivePersonaBanner } from './active-persona-banner';
import { PersonaSettingsTab } from './persona-settings-tab';
import { PersonasTab } from './personas-tab';
import { QuickActionsTab } from './quick-actions-tab';

/**
 * /personas (spec 02 sections 2 and 4, issue 29): tabs Personas, Quick Actions and Settings (the
 * open tab in the address), under a banner naming the active persona. The active persona sets
 * the assistant's tone and whether reminders are sent.
 */
export function PersonasPage() {
  const personas = usePersonas();
  const view = personas.data;
  const active = view?.personas.find((persona) => persona.isActive);

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/personas']}>
        Choose how Aurum works with you today. Your persona sets the concierge&apos;s tone, what it
        suggests and whether reminders reach you.
      </AreaHeader>
      <main className="mt-6 space-y-6">
        {personas.isError ? (
          <TabLoadError
            message="Your personas could not be loaded."
            onRetry={() => void personas.refetch()}
          />
        ) : !view || !active ? (
          <TabSkeleton />
        ) : (
          <>
            <ActivePersonaBanner persona={active} />
            <AddressTabs
              names={PERSONA_TABS}
              label="Personas sections"
              panels={{
                Personas: <PersonasTab view={view} />,
                'Quick Actions': <QuickActionsTab active={active} />,
                Settings: <PersonaSettingsTab view={view} />,
              }}
            />
          </>
        )}
      </main>
    </div>
  );
}
