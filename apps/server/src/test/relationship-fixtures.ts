import type { Session } from '@aurum/shared/auth/session';
import type {
  Conflict,
  Idea,
  RelationshipOverview,
  SharedEvent,
} from '@aurum/shared/relationship/relationship-contract';
import { expect } from 'vitest';
import { bearer, confirmedMember, signIn } from './auth-fixtures';
import { accountWithRole } from './provider-portal-fixtures';
import { mailsTo } from './request-fixtures';
import type { TestApp } from './test-app';

type Reply = { statusCode: number; body: string; json: () => unknown };

/** The relationship space's API as a member's browser calls it. */
export function relationshipClient(t: TestApp, session: Session, email: string) {
  const call = (method: string, url: string, payload?: unknown): Promise<Reply> =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(session),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(res: Promise<Reply>, status = 200) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(status);
    return (done.body ? JSON.parse(done.body) : undefined) as T;
  };
  const space = (spaceId: string) => `/api/relationship/spaces/${spaceId}`;
  return {
    email,
    userId: session.user.id,
    call,
    overview: () => ok<RelationshipOverview>(call('GET', '/api/relationship')),
    invite: (to: string, relationship_type?: string) =>
      call('POST', '/api/relationship/invitations', { email: to, relationship_type }),
    accept: (token: string) => call('POST', '/api/relationship/invitations/accept', { token }),
    lookup: (token: string) => call('POST', '/api/relationship/invitations/lookup', { token }),
    end: (spaceId: string) => call('POST', `${space(spaceId)}/end`),
    events: (spaceId: string) => ok<SharedEvent[]>(call('GET', `${space(spaceId)}/events`)),
    addEvent: (spaceId: string, body: object) =>
      ok<SharedEvent>(call('POST', `${space(spaceId)}/events`, body), 201),
    qualityTime: (spaceId: string) =>
      ok<SharedEvent>(call('POST', `${space(spaceId)}/events/quality-time`), 201),
    ideas: (spaceId: string) => ok<Idea[]>(call('GET', `${space(spaceId)}/ideas`)),
    addIdea: (spaceId: string, body: object) =>
      ok<Idea>(call('POST', `${space(spaceId)}/ideas`, body), 201),
    conflicts: (spaceId: string) => ok<Conflict[]>(call('GET', `${space(spaceId)}/conflicts`)),
    addConflict: (spaceId: string, issue_summary: string) =>
      ok<Conflict>(call('POST', `${space(spaceId)}/conflicts`, { issue_summary }), 201),
    writePerspective: (spaceId: string, id: string, perspective: string) =>
      ok<Conflict>(call('PUT', `${space(spaceId)}/conflicts/${id}/perspective`, { perspective })),
  };
}

export type RelationshipClient = ReturnType<typeof relationshipClient>;

export async function relationshipMember(t: TestApp, name = 'Thandi Mokoena') {
  const { email, session } = await confirmedMember(t, name);
  return relationshipClient(t, session, email);
}

export async function relationshipProvider(t: TestApp) {
  const { email, session } = await accountWithRole(t, 'provider', 'Provider Desk');
  return relationshipClient(t, session, email);
}

/** The token of the newest invitation e-mailed to this address. */
export async function invitationTokenTo(t: TestApp, email: string) {
  const [mail] = await mailsTo(t, email);
  const token = mail?.text.match(/\/relationship\?invitation=([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation to ${email}`);
  return token;
}

/** Two members linked as partners: the first invited, the second accepted. Answers the space. */
export async function partnersIn(t: TestApp) {
  const a = await relationshipMember(t, 'Thandi Mokoena');
  const b = await relationshipMember(t, 'Sipho Mokoena');
  const sent = await a.invite(b.email);
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await b.accept(await invitationTokenTo(t, b.email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const spaceId = (accepted.json() as RelationshipOverview).space_id!;
  return { a, b, spaceId };
}

/** The member signed in again (after the test clock moved past the session's life). */
export async function signedInAgain(t: TestApp, member: RelationshipClient) {
  const res = await signIn(t, member.email);
  if (res.statusCode !== 200) throw new Error(res.body);
  return relationshipClient(t, res.json() as Session, member.email);
}
