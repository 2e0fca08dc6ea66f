import { describe, expect, it } from 'vitest';
import { confirmAnswer, makeMessage, makeProposal } from '../../../testing/chat-test-data';
import { withConfirmation } from './confirm-proposal';

describe('withConfirmation', () => {
  const first = makeProposal({ id: 'p-1' });
  const second = makeProposal({ id: 'p-2', service_type: 'personal_driver' });
  const history = [
    makeMessage({ id: 'm-1', is_from_user: true }),
    makeMessage({ id: 'm-2', proposal: first, proposals: [first, second] }),
  ];

  it('puts the confirmed proposal in its place and adds the assistant’s reply', () => {
    const answer = confirmAnswer(second);
    const next = withConfirmation(history, answer.proposal, answer.reply);
    expect(next.map((message) => message.id)).toEqual(['m-1', 'm-2', 'reply-p-2']);
    expect(next[1]!.proposals.map((proposal) => proposal.status)).toEqual(['open', 'filed']);
    expect(next[1]!.proposal?.status).toBe('open');
  });

  it('updates the single proposal of an older reply, and adds a reply only once', () => {
    const answer = confirmAnswer(first);
    const once = withConfirmation(history, answer.proposal, answer.reply);
    const twice = withConfirmation(once, answer.proposal, answer.reply);
    expect(twice.map((message) => message.id)).toEqual(['m-1', 'm-2', 'reply-p-1']);
    expect(twice[1]!.proposal?.status).toBe('filed');
  });
});
