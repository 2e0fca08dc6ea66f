import * as telemetryRoutes from '@aurum/shared/telemetry/telemetry-routes';
import { callApi } from '../../../lib/call-api';

/** POST /api/telemetry/not-found, fire and forget: a failure to log must not bother the visitor. */
export function logNotFound(path: string): void {
  callApi(telemetryRoutes.notFound, { body: { path } }).catch(() => {
    // Logging is best effort.
  });
}
