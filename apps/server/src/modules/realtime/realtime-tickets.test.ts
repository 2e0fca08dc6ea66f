import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { RealtimeTickets, TICKET_INVALID, TICKET_SECONDS } from './realtime-tickets';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const now = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, status } = error as AppError;
  return { code, message, status };
}

describe('RealtimeTickets', () => {
  const tickets = new RealtimeTickets(SECRET);

  it('names the member it was issued to, for 60 seconds', async () => {
    const ticket = await tickets.issue('member-1', now);
    expect(await tickets.read(ticket, now)).toBe('member-1');
    expect(await tickets.read(ticket, later(TICKET_SECONDS - 1))).toBe('member-1');
    expect(await refusal(tickets.read(ticket, later(TICKET_SECONDS + 1)))).toEqual({
      ...TICKET_INVALID,
      status: 401,
    });
  });

  it('refuses a ticket signed with another secret, altered, or missing', async () => {
    const forged = await new RealtimeTickets(`${SECRET}-other`).issue('member-1', now);
    const ticket = await tickets.issue('member-1', now);
    const [header, , signature] = ticket.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ sub: 'member-2', aud: 'realtime-events', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, altered, '', undefined, 'a.b.c']) {
      expect((await refusal(tickets.read(bad, now))).status).toBe(401);
    }
  });

  it('refuses a token signed with JWT_SECRET itself (such as an access token)', async () => {
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('member-1')
      .setAudience('realtime-events')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect((await refusal(tickets.read(other, now))).status).toBe(401);
  });
});
