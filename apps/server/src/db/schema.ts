import * as auth from './schema/auth';
import * as authFactors from './schema/auth-factors';
import * as calendar from './schema/calendar';
import * as chat from './schema/chat';
import * as humanConcierge from './schema/human-concierge';
import * as journal from './schema/journal';
import * as legacyCapsules from './schema/legacy-capsules';
import * as lifeOs from './schema/life-os';
import * as marketplace from './schema/marketplace';
import * as membership from './schema/membership';
import * as messaging from './schema/messaging';
import * as notifications from './schema/notifications';
import * as outbox from './schema/outbox';
import * as profiles from './schema/profiles';
import * as providers from './schema/providers';
import * as realtime from './schema/realtime';
import * as relationship from './schema/relationship';
import * as requests from './schema/requests';
import * as reset from './schema/reset';
import * as smartHome from './schema/smart-home';
import * as society from './schema/society';
import * as spaces from './schema/spaces';
import * as vault from './schema/vault';

/** The whole Drizzle schema, for the client's relational queries and drizzle-kit. */
export const schema = {
  ...auth,
  ...authFactors,
  ...profiles,
  ...outbox,
  ...requests,
  ...calendar,
  ...providers,
  ...marketplace,
  ...realtime,
  ...membership,
  ...chat,
  ...vault,
  ...legacyCapsules,
  ...journal,
  ...lifeOs,
  ...reset,
  ...spaces,
  ...relationship,
  ...smartHome,
  ...humanConcierge,
  ...society,
  ...notifications,
  ...messaging,
};
