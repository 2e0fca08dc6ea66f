/**
 * Whether an error means the database cannot be reached just now (a restart, a fail-over, a
 * dropped connection, a full server) rather than a fault of the query or of Aurum: such a request
 * is answered 503 with Retry-After, and the pool opens new connections once the server is back.
 * Drizzle wraps the driver's error (`cause`), so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && unavailableCode(code, String(message ?? ''))) return true;
    if (
      typeof message === 'string' &&
      UNAVAILABLE_MESSAGES.some((text) => message.includes(text))
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** Socket errors of the driver (Node's codes) for a server that is gone or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed
 * or starting), 53300 (too many connections), and 55000 only for a database refusing connections.
 */
function unavailableCode(code: string, message: string) {
  if (SOCKET_CODES.has(code)) return true;
  if (code.length !== 5) return false;
  if (code.startsWith('08')) return true;
  if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  return code === '55000' && message.includes('not currently accepting connections');
}

/** node-postgres and pg-pool say these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection is closed',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/** How long a caller is asked to wait before trying again (Retry-After), in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
