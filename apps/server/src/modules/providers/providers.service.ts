/**
 * The providers module's public face: which providers can serve a request and how to reach them.
 * Other modules (requests, marketplace, provider portal) use providers only through this file.
 */
export {
  type CandidateOptions,
  candidateProviders,
  findProviderByUser,
  findProviderContact,
  type ProviderContact,
  STAFF_CANDIDATES_LIMIT,
} from './providers.repo';
