/** Membership's tables (db/table-owners.js) as other modules reach them (ADR 042, 055). */
export { exportMembership, forgetMembership, MEMBERSHIP_EXPORT_TABLES } from './member-data.repo';
