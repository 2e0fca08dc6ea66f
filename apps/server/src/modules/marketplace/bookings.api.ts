/** The marketplace's tables (db/table-owners.js) as other modules join them (ADR 042). */
export { slotBookings } from './booking-views.repo';
export {
  exportMarketplace,
  forgetMarketplace,
  MARKETPLACE_EXPORT_TABLES,
} from './member-data.repo';
