/**
 * Demo members who used catalogue providers and reviewed them (embedded demo only). They exist so
 * the demo's ratings are real: every rating and review count is computed from their review rows.
 * They cannot sign in (their password hash is no valid hash).
 */
export const DEMO_REVIEWERS = [
  { email: 'lerato.dlamini@demo.aurum.local', name: 'Lerato Dlamini' },
  { email: 'pieter.vandermerwe@demo.aurum.local', name: 'Pieter van der Merwe' },
  { email: 'ayesha.patel@demo.aurum.local', name: 'Ayesha Patel' },
  { email: 'sipho.ndlovu@demo.aurum.local', name: 'Sipho Ndlovu' },
  { email: 'naledi.khumalo@demo.aurum.local', name: 'Naledi Khumalo' },
  { email: 'james.oconnell@demo.aurum.local', name: "James O'Connell" },
] as const;

/** Stored instead of a password hash: matches no password, so nobody signs in as a reviewer. */
export const NO_SIGN_IN = '!demo-reviewer-no-sign-in';

/** How many reviews the n-th provider (by name) gets, in turn; 0 leaves a New provider. */
export const REVIEWS_PER_PROVIDER = [3, 1, 4, 0, 2, 5, 2, 0, 3, 1, 6, 2] as const;

/** Overall ratings handed out in turn (mostly good, a few middling ones). */
export const DEMO_RATINGS = [5, 4, 5, 5, 3, 4, 5, 4, 2, 5, 4, 3] as const;

/** Review texts by overall rating. */
export const DEMO_REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Flawless from start to finish. We will book again.',
    'Arrived early, thought of everything and made the day effortless.',
    'Exceptional service: discreet, warm and precise.',
  ],
  4: [
    'Very good overall, with one small delay that was handled gracefully.',
    'Professional and friendly. Worth the price.',
    'Lovely experience; communication could have been a little quicker.',
  ],
  3: [
    'Good work, but we had to chase for a confirmation.',
    'Fine on the day, though not quite the premium feel we expected.',
  ],
  2: ['Arrived late and the details we asked for were missed.'],
  1: ['Not what was agreed. The concierge team helped us sort it out.'],
};
