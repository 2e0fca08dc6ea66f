import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AuthGuard } from '../auth/auth.api';
import type { ServiceRequestService } from '../requests/requests.service';
import { BookingService } from './booking.service';
import { registerMarketplaceRoutes } from './marketplace.routes';
import { MarketplaceService } from './marketplace.service';
import { registerMarketplaceStaffRoutes } from './marketplace-staff.routes';
import { MarketplaceStaffService } from './marketplace-staff.service';

/**
 * Wires the Service Marketplace: browsing, slots and bookings (a booking files a request) for
 * members, and featured listings and slot generation for staff, whose routes are handed to the
 * staff console's scope through `registerStaffRoutes`.
 */
export function registerMarketplace(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; guard: AuthGuard; requests: ServiceRequestService },
) {
  const marketplace = new MarketplaceService(deps.db, deps.clock);
  const booking = new BookingService(deps.db, deps.clock, deps.requests);
  const staff = new MarketplaceStaffService(deps.db, deps.clock);
  registerMarketplaceRoutes(app, { marketplace, booking }, deps.guard);
  return {
    marketplace,
    booking,
    staff,
    registerStaffRoutes: (scope: FastifyInstance) => registerMarketplaceStaffRoutes(scope, staff),
  };
}
