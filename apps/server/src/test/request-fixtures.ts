import type { CreatedServiceRequest } from '@aurum/shared/requests/request-contract';
import { seedCatalogue } from '../db/catalogue/seed-catalogue';
import { bearer } from './auth-fixtures';
import type { TestApp } from './test-app';

type Session = Parameters<typeof bearer>[0];

export const seedProviders = (t: TestApp) => seedCatalogue(t.db);

export async function fileRequest(
  t: TestApp,
  session: Session,
  payload: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    headers: bearer(session),
    payload: {
      service_type: 'personal_driver',
      description: 'Airport pickup from Cape Town International, two passengers',
      preferred_date: '2026-12-18',
      preferred_time: '09:30',
      location: 'Cape Town',
      // Tests file the same request more than once: past the likely-duplicate warning.
      file_anyway: true,
      ...payload,
    },
  });
  if (res.statusCode !== 201) throw new Error(`filing failed: ${res.statusCode} ${res.body}`);
  return res.json() as CreatedServiceRequest;
}

/** Every e-mail to this address, newest first, after the outbox ran. */
export async function mailsTo(t: TestApp, to: string) {
  await t.services.jobs.drain();
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  return (res.json() as { to: string; subject: string; text: string; html: string }[]).filter(
    (mail) => mail.to === to,
  );
}

/** The Confirm and Decline tokens in a provider e-mail. */
export function linkTokens(text: string) {
  const confirm = text.match(/Confirm: \S+\?token=(\S+)/)?.[1];
  const decline = text.match(/Decline: \S+\?token=(\S+)/)?.[1];
  if (!confirm || !decline) throw new Error(`no provider links in: ${text}`);
  return { confirm, decline };
}

export function respondByLink(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/provider-links/respond',
    payload: { token, ...body },
  });
}
