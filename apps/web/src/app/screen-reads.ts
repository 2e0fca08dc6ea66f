import {
  recentServiceRequestsQuery,
  recentServiceRequestsRead,
} from '../features/dashboard/api/get-recent-service-requests';
import { journalEntriesQuery } from '../features/journal/api/get-journal-entries';
import { moodTrendsQuery } from '../features/journal/api/get-mood-trends';
import { journalTabOf } from '../features/journal/utils/journal-tabs';
import { goalsQuery } from '../features/life-os/api/get-goals';
import { lifeReportQuery } from '../features/life-os/api/get-life-report';
import { routinesQuery } from '../features/life-os/api/get-routines';
import { smartHomeQuery } from '../features/life-os/api/get-smart-home';
import { lifeOsTabOf } from '../features/life-os/utils/life-os-tabs';
import {
  marketplaceCategoriesQuery,
  marketplaceCategoriesRead,
} from '../features/marketplace/api/get-marketplace-categories';
import {
  marketplaceProvidersFirstPageRead,
  marketplaceProvidersQuery,
} from '../features/marketplace/api/get-marketplace-providers';
import {
  marketplaceStatsQuery,
  marketplaceStatsRead,
} from '../features/marketplace/api/get-marketplace-stats';
import { filtersOf, showsBrowseList } from '../features/marketplace/utils/browse-params';
import { platformsQuery } from '../features/cross-platform/api/get-platforms';
import { assistantsQuery } from '../features/human-concierge/api/concierge-reads';
import { personasQuery } from '../features/personas/api/get-personas';
import { relationshipQuery } from '../features/relationship/api/get-relationship';
import { resetSessionsQuery } from '../features/reset/api/get-reset-sessions';
import { resetSettingsQuery } from '../features/reset/api/get-reset-settings';
import { societyTabQuery } from '../features/society/api/get-society';
import { societyTabOf } from '../features/society/utils/society-tabs';
import { onboardingStatusRead } from '../features/onboarding/api/get-onboarding-status';
import {
  requestFilterOf,
  requestStatusFirstPageRead,
  requestStatusPagesQuery,
} from '../features/requests/api/get-request-status-pages';
import { profileQuery, profileRead } from '../lib/member-profile';

/**
 * The reads the screens' descriptors (screens.ts) start and render with, handed to them rather
 * than imported there: screens.ts is in every page's first load, the entry's, and these pull in
 * the query library and the features' API modules, which belong to the app's chunk (ADR 044).
 * Each is a screen's own query options or server read (ADR 026, ADR 031), never a copy. A new
 * screen's reads are added here once; the screen itself is listed only in screens.ts.
 */
export const screenReads = {
  // The queries a screen makes on arrival, prefetched with the session (ADR 026).
  recentServiceRequestsQuery,
  profileQuery,
  marketplaceProvidersQuery,
  marketplaceCategoriesQuery,
  marketplaceStatsQuery,
  requestStatusPagesQuery,
  moodTrendsQuery,
  journalEntriesQuery,
  personasQuery,
  resetSettingsQuery,
  resetSessionsQuery,
  platformsQuery,
  assistantsQuery,
  lifeReportQuery,
  goalsQuery,
  routinesQuery,
  smartHomeQuery,
  societyTabQuery,
  relationshipQuery,
  // The same reads as the server makes them for a first screen (ADR 031).
  onboardingStatusRead,
  profileRead,
  recentServiceRequestsRead,
  requestStatusFirstPageRead,
  marketplaceProvidersFirstPageRead,
  marketplaceCategoriesRead,
  marketplaceStatsRead,
  // What the address's query asks for.
  filtersOf,
  showsBrowseList,
  requestFilterOf,
  journalTabOf,
  lifeOsTabOf,
  societyTabOf,
};

export type ScreenReads = typeof screenReads;
