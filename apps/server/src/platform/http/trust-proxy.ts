import type { Config } from '../config';

/** Fastify's trustProxy as a function: whether the peer `hop` steps from the server is trusted. */
type TrustHop = (address: string, hop: number) => boolean;

/**
 * The trustProxy option for the TRUST_PROXY setting. Fastify answers a bare hop count by trusting
 * nobody, so `n` hops become a function that trusts the n nearest peers: request.ip is then the
 * address the outermost trusted proxy saw, whatever the client wrote in X-Forwarded-For.
 * An address list is passed as it is (Fastify checks each hop against it).
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): false | string[] | TrustHop {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
