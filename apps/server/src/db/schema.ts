import * as auth from './schema/auth';
import * as outbox from './schema/outbox';
import * as profiles from './schema/profiles';

/** The whole Drizzle schema, for the client's relational queries and drizzle-kit. */
export const schema = { ...auth, ...profiles, ...outbox };
