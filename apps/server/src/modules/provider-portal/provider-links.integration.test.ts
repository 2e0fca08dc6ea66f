import { PROVIDER_LINK_MESSAGES } from '@aurum/shared/provider/provider-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { fileRequest, respondByLink, seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { LINK_MESSAGES } from '../requests/requests.service';
import {
  assignmentRow,
  chooseProvider,
  providerEmailOf,
  tokensFor,
} from '../../test/provider-portal-fixtures';

type Session = Parameters<typeof bearer>[0];

/** The token with one character changed, in the middle of `part` (0 header, 1 claims, 2 signature). */
function tampered(token: string, part: 1 | 2) {
  const parts = token.split('.');
  const segment = parts[part]!;
  const at = Math.floor(segment.length / 2);
  const swapped = segment[at] === 'A' ? 'B' : 'A';
  parts[part] = `${segment.slice(0, at)}${swapped}${segment.slice(at + 1)}`;
  return parts.join('.');
}

describe.each(databaseKinds)('the one-click provider links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const view = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/provider-links/view?token=${encodeURIComponent(token)}`,
    });
  const memberView = async (session: Session, id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/service-requests/${id}`,
        headers: bearer(session),
      })
    ).json();

  async function askedProvider() {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const provider = created.providers[0]!;
    const assignmentId = await chooseProvider(t, member.session, created, provider.id);
    const tokens = await tokensFor(t, await providerEmailOf(t, provider.id), created.request.id);
    return { member, created, provider, assignmentId, tokens };
  }

  it('the page and the server word link problems alike', () => {
    expect(PROVIDER_LINK_MESSAGES).toEqual(LINK_MESSAGES);
  });

  it('opening a link changes nothing, however often', async () => {
    const { member, created, assignmentId, tokens } = await askedProvider();
    const requestBefore = await memberView(member.session, created.request.id);
    const assignmentBefore = await assignmentRow(t, assignmentId);
    for (const token of [tokens.confirm, tokens.decline, tokens.confirm]) {
      const res = await view(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().state).toBe('open');
    }
    expect(await memberView(member.session, created.request.id)).toEqual(requestBefore);
    expect(await assignmentRow(t, assignmentId)).toEqual(assignmentBefore);
    // The link still works afterwards.
    const res = await respondByLink(t, tokens.decline, { action: 'decline', reason: 'Booked' });
    expect(res.json().state).toBe('declined');
  });

  it('refuses a link with one character changed', async () => {
    const { member, created, assignmentId, tokens } = await askedProvider();
    for (const token of [tampered(tokens.confirm, 1), tampered(tokens.confirm, 2)]) {
      expect(token).not.toBe(tokens.confirm);
      const opened = await view(token);
      expect(opened.statusCode).toBe(400);
      expect(opened.json()).toEqual({ code: 'LINK_INVALID', message: LINK_MESSAGES.invalid });
      const answered = await respondByLink(t, token, { action: 'confirm' });
      expect(answered.statusCode).toBe(400);
      expect(answered.json()).toEqual({ code: 'LINK_INVALID', message: LINK_MESSAGES.invalid });
    }
    expect((await assignmentRow(t, assignmentId)).response).toBe('pending');
    expect((await memberView(member.session, created.request.id)).confirmation_status).toBe(
      'confirming',
    );
  });

  it('refuses a link for the other answer than it was sent for', async () => {
    const { assignmentId, tokens } = await askedProvider();
    const res = await respondByLink(t, tokens.decline, { action: 'confirm' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'LINK_INVALID',
      message: 'This link is for declining only.',
    });
    expect((await assignmentRow(t, assignmentId)).response).toBe('pending');
  });

  it('works once: a second use of either link is refused', async () => {
    const { member, created, provider, tokens } = await askedProvider();
    const first = await respondByLink(t, tokens.confirm, { action: 'confirm', message: 'R2,000' });
    expect(first.statusCode).toBe(200);
    const again = await respondByLink(t, tokens.confirm, { action: 'confirm', message: 'R1,000' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'LINK_USED', message: LINK_MESSAGES.answered });
    const other = await respondByLink(t, tokens.decline, { action: 'decline', reason: 'Busy' });
    expect(other.statusCode).toBe(409);
    expect((await view(tokens.decline)).json()).toMatchObject({
      action: 'decline',
      state: 'confirmed',
    });
    expect((await memberView(member.session, created.request.id)).provider_response).toBe(
      `${provider.name} confirmed your request. R2,000`,
    );
  });

  it("closes the other providers' links once one confirmed", async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(member.session),
    });
    const [first, second] = created.providers;
    const firstTokens = await tokensFor(t, await providerEmailOf(t, first!.id), created.request.id);
    const secondTokens = await tokensFor(
      t,
      await providerEmailOf(t, second!.id),
      created.request.id,
    );
    expect((await respondByLink(t, firstTokens.confirm, { action: 'confirm' })).statusCode).toBe(
      200,
    );
    expect((await view(secondTokens.confirm)).json().state).toBe('closed');
    const late = await respondByLink(t, secondTokens.confirm, { action: 'confirm' });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ code: 'LINK_CLOSED', message: LINK_MESSAGES.closed });
  });

  // Last: moving the clock past the link lifetime ends every session of this app.
  it('refuses an expired link, when opened and when answered', async () => {
    const { assignmentId, tokens } = await askedProvider();
    t.clock.advance(t.config.PROVIDER_LINK_HOURS * 3600 - 60);
    expect((await view(tokens.decline)).statusCode).toBe(200);
    t.clock.advance(61);
    const opened = await view(tokens.decline);
    expect(opened.statusCode).toBe(410);
    expect(opened.json()).toEqual({ code: 'LINK_EXPIRED', message: LINK_MESSAGES.expired });
    const answered = await respondByLink(t, tokens.decline, { action: 'decline', reason: 'Late' });
    expect(answered.statusCode).toBe(410);
    expect(answered.json()).toEqual({ code: 'LINK_EXPIRED', message: LINK_MESSAGES.expired });
    expect((await assignmentRow(t, assignmentId)).response).toBe('pending');
  });
});
