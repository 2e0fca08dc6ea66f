/** Membership's tables (db/table-owners.js) as other modules reach them (ADR 042, 055). */
export { exportMembership, forgetMembership, MEMBERSHIP_EXPORT_TABLES } from './member-data.repo';
/** The plans members may buy, as data (Society's Benefits tab reads what a tier includes). */
export { listActivePlans } from './plans.repo';
