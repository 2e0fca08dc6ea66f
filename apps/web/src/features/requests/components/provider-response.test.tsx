import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DECLINED } from '../../../testing/requests-test-server';
import { StatusRequestCard } from './status-request-card';

// Either sentence that tells the member the team is looking for another provider.
const FINDING_ANOTHER = /asked to find another provider|concierge team is finding/i;

describe('a declined request on its card', () => {
  it('says once that the concierge team is finding another provider (issue 24)', () => {
    render(
      <StatusRequestCard
        request={{
          ...DECLINED,
          response_promise: { waiting_on: 'concierge', due_at: null, overdue: true },
        }}
      />,
    );
    expect(screen.getByText('Provider Declined')).toBeTruthy();
    expect(screen.getAllByText(FINDING_ANOTHER)).toHaveLength(1);
  });

  it("says it in the provider's answer when no promise notice does", () => {
    render(<StatusRequestCard request={DECLINED} />);
    expect(screen.getAllByText(FINDING_ANOTHER).map((node) => node.textContent)).toEqual([
      'Our concierge team has been asked to find another provider for you.',
    ]);
  });
});
