import { route, typed } from '../api-route';

/** What the web app reports for the team to read in the logs (ADR 080). */

/** The 404 page reports the path a visitor tried (204). */
export const notFound = route(
  'POST',
  '/api/telemetry/not-found',
  typed<{
    body: { path: string };
  }>,
);
