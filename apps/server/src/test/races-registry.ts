/**
 * Every check-then-write of the server, and the test that races it (ADR 075): 20 parallel calls
 * (or more), on PGlite and on PostgreSQL, exactly the allowed number win, none answers a 5xx.
 * `races.integration.test.ts` fails when a listed test is gone or renamed, or its file does not
 * run on both databases. A new check-then-write gets one line here, pointing at its test.
 */
export interface Race {
  /** What is checked before the write. */
  race: string;
  /** How many of the parallel calls may win. */
  allowed: string;
  /** The test's file, from apps/server/src. */
  file: string;
  /** A piece of the test's title, unique in that file. */
  test: string;
}

const HERE = 'test/races.integration.test.ts';

export const RACES: readonly Race[] = [
  // Requests and the marketplace.
  {
    race: 'monthly request limit',
    allowed: 'the tier allowance',
    file: 'modules/requests/filing/request-filing.integration.test.ts',
    test: 'holds the monthly limit when 20 requests arrive at once',
  },
  {
    race: 'changes and cancellation of one request',
    allowed: 'one at a time, in order',
    file: 'modules/requests/filing/request-changes.integration.test.ts',
    test: 'settles 20 concurrent changes and cancellations of one request one by one',
  },
  {
    race: 'slot booking',
    allowed: '1',
    file: 'modules/marketplace/marketplace-booking.integration.test.ts',
    test: 'books one slot for exactly one of 20 members booking at once',
  },
  // Society.
  {
    race: 'perk redemption by one member',
    allowed: '1',
    file: 'modules/society/society-races.integration.test.ts',
    test: 'redeems one perk once when one member sends',
  },
  {
    race: 'limited perk stock',
    allowed: 'the stock',
    file: 'modules/society/society-races.integration.test.ts',
    test: 'never takes a limited stock below zero',
  },
  {
    race: 'RSVP capacity (the last seat)',
    allowed: '1',
    file: 'modules/society/society-races.integration.test.ts',
    test: 'gives the last seat to exactly one of',
  },
  {
    race: 'one seat per member',
    allowed: '1',
    file: 'modules/society/society-races.integration.test.ts',
    test: 'keeps one member to one seat when they RSVP',
  },
  {
    race: 'waitlist promotion',
    allowed: 'one per freed seat',
    file: 'modules/society/society-races.integration.test.ts',
    test: 'promotes each waiting member exactly once when two seats free at once',
  },
  // One-time links and tokens.
  {
    race: 'password reset link',
    allowed: '1',
    file: 'modules/auth/auth-recover.integration.test.ts',
    test: 'lets exactly one of 20 parallel uses of a link through',
  },
  {
    race: 'e-mail confirmation link (sign-up)',
    allowed: '1',
    file: HERE,
    test: 'confirms an address once when its link is followed 20 times at once',
  },
  {
    race: 'e-mail change link',
    allowed: '1',
    file: 'modules/auth/auth-change-email.integration.test.ts',
    test: 'lets 20 parallel uses of one link through once',
  },
  {
    race: 'one new address claimed by 20 accounts',
    allowed: '1',
    file: 'modules/auth/auth-change-email.integration.test.ts',
    test: 'lets exactly one of 20 accounts confirming the same new address at once win',
  },
  {
    race: 'refresh token exchange',
    allowed: '1',
    file: 'modules/auth/auth-session.integration.test.ts',
    test: 'exchanges a refresh token sent 20 times at once once',
  },
  {
    race: 'second-factor challenge and recovery code',
    allowed: '1',
    file: 'modules/auth/two-factor.integration.test.ts',
    test: 'spends one recovery code once when 20 uses race',
  },
  {
    race: 'passkey sign-in answer',
    allowed: '1',
    file: 'modules/auth/auth-passkey-sign-in.integration.test.ts',
    test: 'lets one of 20 simultaneous uses of an answer through',
  },
  {
    race: 'ending a device session',
    allowed: '1',
    file: 'modules/auth/auth-sessions.integration.test.ts',
    test: 'ends a device once when asked 20 times at once',
  },
  {
    race: 'capsule release',
    allowed: '1',
    file: HERE,
    test: 'releases a due capsule once when 20 release sweeps run at once',
  },
  {
    race: 'partner invitation acceptance',
    allowed: '1 link',
    file: 'modules/relationship/partners/partners.integration.test.ts',
    test: '20 parallel accepts of 20 invitations to one member link exactly one',
  },
  {
    race: 'ending a partner link',
    allowed: '1',
    file: 'modules/relationship/partners/partners.integration.test.ts',
    test: 'both partners ending the link at once, 20 times over',
  },
  {
    race: 'ending a link while the partners write in the space',
    allowed: '1 end, no shared row left',
    file: 'modules/relationship/shared-space.integration.test.ts',
    test: 'ends the link while both partners add and change rows at once',
  },
  {
    race: 'a shared idea sent to the concierge',
    allowed: '1 request',
    file: 'modules/relationship/shared-space.integration.test.ts',
    test: '20 parallel concierge requests for one idea',
  },
  // Payments.
  {
    race: 'payment activation (sandbox Pay)',
    allowed: '1 activation',
    file: HERE,
    test: 'activates a plan once when Pay is pressed 20 times at once',
  },
  {
    race: 'Paystack webhook replay',
    allowed: '1 activation',
    file: 'modules/membership/paystack-payments.integration.test.ts',
    test: 'activates once when the same webhook is replayed 20 times at once',
  },
  {
    race: 'reconciliation against late webhooks and the member',
    allowed: '1 activation',
    file: 'modules/membership/payment-reconciliation.integration.test.ts',
    test: 'activates exactly once when reconciliation races late webhooks and the member',
  },
  // The human concierge.
  {
    race: 'case acceptance by staff',
    allowed: '1',
    file: 'modules/human-concierge/human-concierge.integration.test.ts',
    test: 'lets one of many staff accepting at once win; the others get 409',
  },
  {
    race: 'case acceptance on two instances',
    allowed: '1',
    file: 'modules/human-concierge/human-concierge-races.integration.test.ts',
    test: 'accepts on two instances win; the rest get 409',
  },
  {
    race: 'open cases per member',
    allowed: '3',
    file: 'modules/human-concierge/human-concierge.integration.test.ts',
    test: 'keeps a member to three open cases, however many connects arrive at once',
  },
  // Life OS.
  {
    race: 'persona activation',
    allowed: '1 active persona',
    file: 'modules/life-os/personas/personas.integration.test.ts',
    test: '20 parallel activations of different personas leave exactly one active',
  },
  {
    race: 'reset session start',
    allowed: '1',
    file: 'modules/life-os/reset/reset.integration.test.ts',
    test: '20 parallel starts: one 201, the others 409',
  },
  {
    race: 'routine completion per day',
    allowed: '1',
    file: 'modules/life-os/routines/routines.integration.test.ts',
    test: 'records one completion for 20 parallel calls',
  },
  {
    race: 'goals per member',
    allowed: 'GOALS_MAX',
    file: 'modules/life-os/goals/goals.integration.test.ts',
    test: 'keeps at most GOALS_MAX goals, also under 20 parallel creates',
  },
  {
    race: 'routines per member',
    allowed: 'ROUTINES_MAX',
    file: 'modules/life-os/routines/routines.integration.test.ts',
    test: 'keeps at most ROUTINES_MAX routines, also under 20 parallel creates',
  },
  // The vault and the assistant.
  {
    race: 'vault set-up',
    allowed: '1',
    file: 'modules/vault/vault.integration.test.ts',
    test: 'sets up once when 20 set-ups arrive together',
  },
  {
    race: 'vault request decision',
    allowed: '1',
    file: 'modules/chat/chat-vault.integration.test.ts',
    test: 'takes one decision of 20 approvals sent at once',
  },
  {
    race: 'chat proposal confirmation',
    allowed: '1',
    file: 'modules/chat/chat-actions.integration.test.ts',
    test: 'cancels once when the confirmation is clicked 20 times at once',
  },
];
