import { LOCATIONS, NATIONAL } from '../requests/locations';

// Provider places and limits, without zod, for the staff console's screens
// (providers-contract.ts adds the schemas and re-exports these).

export const PROVIDER_LOCATIONS = [NATIONAL, ...LOCATIONS] as const;
export const PROVIDER_DESCRIPTION_MAX_LENGTH = 2000;
