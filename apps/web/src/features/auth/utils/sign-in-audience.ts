import { TRIAL_DAYS } from '@aurum/shared/auth/auth-rules';
import { PROVIDER_ROUTE, STAFF_ROUTE } from '@aurum/shared/routes';

export type SignInAudience = 'member' | 'provider' | 'staff';

/** What /auth says to each audience; providers and staff have no sign-up and no trial. */
export const SIGN_IN_WORDS: Record<
  SignInAudience,
  { title: string; intro: string; signUp: boolean }
> = {
  member: {
    title: 'Access Your Concierge',
    intro: `Sign in, or start your ${TRIAL_DAYS}-day free trial. No credit card required.`,
    signUp: true,
  },
  provider: {
    title: 'Provider Sign In',
    intro:
      'Sign in to see and answer the requests Aurum sends you. The concierge team sets up your sign-in.',
    signUp: false,
  },
  staff: {
    title: 'Staff Sign In',
    intro: 'Sign in with your staff account to open the concierge console.',
    signUp: false,
  },
};

const isWithin = (path: string, route: string) => path === route || path.startsWith(`${route}/`);

/**
 * Who /auth speaks to, from the page that sent the visitor (a safe `?next=`): the provider view
 * and the staff console send their own people; everyone else is a member or about to become one.
 */
export function signInAudience(returnTo: string | null): SignInAudience {
  const path = returnTo?.split(/[?#]/)[0] ?? '';
  if (isWithin(path, STAFF_ROUTE)) return 'staff';
  if (isWithin(path, PROVIDER_ROUTE)) return 'provider';
  return 'member';
}
