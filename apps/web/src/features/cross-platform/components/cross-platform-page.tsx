import { PLATFORM_TABS } from '@aurum/shared/life-os/life-os-texts';
import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { AddressTabs } from '../../../components/address-tabs';
import { AreaHeader } from '../../../components/area-header';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { usePlatforms } from '../api/get-platforms';
import { DataSyncTab } from './data-sync-tab';
import { PlatformCard } from './platform-card';
import { PlatformSettingsTab } from './platform-settings-tab';

/**
 * /cross-platform (spec 02 sections 2 and 4, issue 29): tabs Platforms, Settings and Data Sync.
 * Desktop is the installed app; the watch and other calendars read the private calendar
 * subscription of the Data Sync tab.
 */
export function CrossPlatformPage() {
  const platforms = usePlatforms();
  const view = platforms.data;
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/cross-platform']}>
        Aurum on your wrist, in your messages and on your computer: connect what you use and keep
        your calendar in step everywhere.
      </AreaHeader>
      <main className="mt-6">
        {platforms.isError ? (
          <TabLoadError
            message="Your platforms could not be loaded."
            onRetry={() => void platforms.refetch()}
          />
        ) : !view ? (
          <TabSkeleton />
        ) : (
          <AddressTabs
            names={PLATFORM_TABS}
            label="Cross-platform sections"
            panels={{
              Platforms: (
                <div className="grid gap-4 md:grid-cols-2">
                  {view.platforms.map((platform) => (
                    <PlatformCard key={platform.id} platform={platform} />
                  ))}
                </div>
              ),
              Settings: <PlatformSettingsTab settings={view.settings} />,
              'Data Sync': <DataSyncTab />,
            }}
          />
        )}
      </main>
    </div>
  );
}
