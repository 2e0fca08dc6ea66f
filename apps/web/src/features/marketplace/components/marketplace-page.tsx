import { providersFoundText } from '@aurum/shared/marketplace/marketplace-rules';
import { HOME_ROUTE } from '@aurum/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BOTTOM_NAV_CLEARANCE, BottomNav } from '../../../components/bottom-nav';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { DASHBOARD_NAV_ITEMS } from '../../../components/dashboard-nav-items';
import { useEmergencyProviders } from '../api/get-emergency-providers';
import { useFeaturedProviders } from '../api/get-featured-providers';
import { useMarketplaceProviders } from '../api/get-marketplace-providers';
import { useMarketplaceParams } from '../hooks/use-marketplace-params';
import { MARKETPLACE_TABS, type MarketplaceTab } from '../utils/browse-params';
import { BrowseTab } from './browse-tab';
import { EmergencyTab } from './emergency-tab';
import { FeaturedTab } from './featured-tab';
import { MarketplaceHero } from './marketplace-hero';
import { ProviderDetailView } from './provider-detail-view';

/**
 * /marketplace (spec 02 "Service Marketplace"): browse, featured and emergency providers; a
 * provider's details replace the list. Tab, filters and the open provider live in the address.
 */
export function MarketplacePage() {
  const { tab, filters, provider, update, clearFilters } = useMarketplaceParams();
  const browse = useMarketplaceProviders(filters, tab === 'browse');
  const featured = useFeaturedProviders(tab === 'featured');
  const emergency = useEmergencyProviders(tab === 'emergency');
  const found = {
    browse: browse.data?.pages[0] && providersFoundText(browse.data.pages[0]),
    featured: featured.data?.length,
    emergency: emergency.data?.length,
  }[tab];

  const top = useRef<HTMLDivElement>(null);
  const shownProvider = useRef(provider);
  useEffect(() => {
    // Opening or leaving a provider starts at the top, as a new page would. Not on arrival: the
    // page opens at the top anyway, and scrolling would make the browser lay out the whole page
    // in the middle of its first render.
    if (shownProvider.current === provider) return;
    shownProvider.current = provider;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [provider]);

  const open = (id: string) => update({ provider: id });

  return (
    <>
      <div
        ref={top}
        className={cn(
          'mx-auto min-h-dvh max-w-6xl px-4 pt-5 sm:px-8 sm:pt-6',
          BOTTOM_NAV_CLEARANCE,
        )}
      >
        <Link
          to={HOME_ROUTE}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-gold-500/30 px-4 text-sm font-semibold text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <main className="mt-5">
          {provider ? (
            <ProviderDetailView id={provider} onBack={() => update({ provider: null })} />
          ) : (
            <>
              <MarketplaceHero providersFound={found} />
              <Tabs
                value={tab}
                onValueChange={(value) => update({ tab: value as MarketplaceTab })}
                className="mt-6"
              >
                <TabsList aria-label="Marketplace" className="grid-cols-3">
                  {(Object.entries(MARKETPLACE_TABS) as [MarketplaceTab, string][]).map(
                    ([value, label]) => (
                      <TabsTrigger
                        key={value}
                        value={value}
                        className="h-auto min-h-11 px-1.5 py-1.5 text-xs leading-tight sm:text-sm"
                      >
                        {label}
                      </TabsTrigger>
                    ),
                  )}
                </TabsList>
                <TabsContent value="browse">
                  <BrowseTab
                    filters={filters}
                    onChange={update}
                    onClear={clearFilters}
                    onOpen={open}
                  />
                </TabsContent>
                <TabsContent value="featured">
                  <FeaturedTab onOpen={open} />
                </TabsContent>
                <TabsContent value="emergency">
                  <EmergencyTab onOpen={open} />
                </TabsContent>
              </Tabs>
            </>
          )}
        </main>
      </div>
      <BottomNav items={DASHBOARD_NAV_ITEMS} />
    </>
  );
}
