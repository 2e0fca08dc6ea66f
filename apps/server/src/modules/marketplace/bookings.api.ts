/** The marketplace's tables (db/table-owners.js) as other modules join them (ADR 042). */
export { slotBookings } from './booking-views.repo';
