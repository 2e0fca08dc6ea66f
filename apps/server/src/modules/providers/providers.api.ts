/**
 * The providers' tables (db/table-owners.js) as other modules use them (ADR 042): the staff
 * console's catalogue (categories and provider records) and views to join. Matching's lookups are
 * in providers.service.ts.
 */
export * as catalogueCategories from './catalogue-categories.repo';
export * as catalogueProviders from './catalogue-providers.repo';
export {
  activeCategories,
  activeCategoryCount,
  activeProviderCount,
  categoryDirectory,
  providerDirectory,
  providerNames,
} from './provider-views.repo';
