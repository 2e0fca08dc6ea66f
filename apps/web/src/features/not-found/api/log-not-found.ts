import { apiRequest } from '../../../lib/api-client';

/** POST /api/telemetry/not-found, fire and forget: a failure to log must not bother the visitor. */
export function logNotFound(path: string): void {
  apiRequest<void>('/api/telemetry/not-found', { method: 'POST', body: { path } }).catch(() => {
    // Logging is best effort.
  });
}
