import type { OnboardingData } from '@aurum/shared/onboarding/onboarding-contract';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { OnboardingGate } from '../app/onboarding-gate';
import { Toaster } from '../components/ui/toaster';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { emptyOnboarding } from '../features/onboarding/utils/onboarding-form';
import { jsonResponse, mockFetch } from './fetch-mock';
import { renderRoutes } from './render';

export interface OnboardingAnswers {
  stored?: OnboardingData;
  save?: () => Response | Promise<Response>;
  /** Where the member starts (default /onboarding). */
  path?: string;
}

/** Any other member page: shows the whole address it was reached at. */
function OtherMemberPage() {
  const { pathname, search, hash } = useLocation();
  return <p>Member page {`${pathname}${search}${hash}`}</p>;
}

/** The wizard behind the real gate, with the server's onboarding answers faked. */
export function renderWizard({
  stored = emptyOnboarding(),
  save,
  path = '/onboarding',
}: OnboardingAnswers = {}) {
  let onboarded = false;
  const fetchMock = mockFetch(async (url, init) => {
    if (url === '/api/onboarding/status')
      return jsonResponse(200, { needs_onboarding: !onboarded });
    if (url === '/api/onboarding' && init.method === 'POST') {
      const answer = await (save?.() ?? jsonResponse(200, { needs_onboarding: false }));
      onboarded = answer.ok;
      return answer;
    }
    if (url === '/api/onboarding') return jsonResponse(200, stored);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <OnboardingGate />
            <Toaster />
          </>
        ),
        children: [
          { path: '/onboarding', element: <OnboardingPage /> },
          { path: '/dashboard', element: <p>Dashboard page</p> },
          { path: '*', element: <OtherMemberPage /> },
        ],
      },
    ],
    { path },
  );
  return { ...view, ...fetchMock, user: userEvent.setup() };
}
