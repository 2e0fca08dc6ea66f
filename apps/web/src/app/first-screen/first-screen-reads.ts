import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { HOME_ROUTE } from '@aurum/shared/routes';
import { recentServiceRequestsRead } from '../../features/dashboard/api/get-recent-service-requests';
import { marketplaceCategoriesRead } from '../../features/marketplace/api/get-marketplace-categories';
import { marketplaceProvidersFirstPageRead } from '../../features/marketplace/api/get-marketplace-providers';
import { marketplaceStatsRead } from '../../features/marketplace/api/get-marketplace-stats';
import { filtersOf, showsBrowseList } from '../../features/marketplace/utils/browse-params';
import { onboardingStatusRead } from '../../features/onboarding/api/get-onboarding-status';
import {
  requestFilterOf,
  requestStatusFirstPageRead,
} from '../../features/requests/api/get-request-status-pages';
import { profileRead } from '../../lib/member-profile';

/** A screen's reads for the member and the address's query, or undefined when not rendered. */
type ScreenReads = (userId: string, params: URLSearchParams) => FirstScreenRead[] | undefined;

/**
 * The screens the server renders for a signed-in member (ADR 031), by address, with every read
 * their first render shows. Each starts with the onboarding status: the gate in front of every
 * member screen reads it, and only an onboarded member's screen is rendered.
 */
const FIRST_SCREENS: Readonly<Record<string, ScreenReads>> = {
  [HOME_ROUTE]: (userId) => [
    onboardingStatusRead(userId),
    profileRead(userId),
    recentServiceRequestsRead(userId),
  ],
  '/request-status': (userId, params) => [
    onboardingStatusRead(userId),
    requestStatusFirstPageRead(userId, requestFilterOf(params)),
  ],
  // The browse tab only: a provider's page and the other tabs load their own data.
  '/marketplace': (userId, params) => {
    if (!showsBrowseList(params)) return undefined;
    return [
      onboardingStatusRead(userId),
      marketplaceProvidersFirstPageRead(filtersOf(params)),
      marketplaceCategoriesRead(),
      marketplaceStatsRead(),
    ];
  },
};

/** Whether the screen at this address may be rendered on the server. */
export const rendersOnServer = (pathname: string) => Object.hasOwn(FIRST_SCREENS, pathname);

/** The reads of the screen at this address, or undefined when the server does not render it. */
export function firstScreenReads(
  pathname: string,
  search: string,
  userId: string,
): FirstScreenRead[] | undefined {
  if (!rendersOnServer(pathname)) return undefined;
  return FIRST_SCREENS[pathname]?.(userId, new URLSearchParams(search));
}
