import { CHAT_LANGUAGES } from '@aurum/shared/chat/chat-contract';
import { SERVICE_TYPE_VALUES } from '@aurum/shared/requests/service-types';
import type { LabelledRow } from './labels';
import { REQUEST_KEYS } from './member-requests';
import { PROPOSAL_KEYS } from './open-proposals';

/** What is wrong with a row's label beyond places and dates (labelProblems checks those). */
export function shapeProblems(row: LabelledRow): string[] {
  const problems: string[] = [];
  const expect = row.expect;
  if (row.languages.length === 0 || row.languages.some((l) => !CHAT_LANGUAGES.includes(l))) {
    problems.push('languages');
  }
  if (expect.kind === 'new') {
    if (expect.requests.length === 0) problems.push('no request');
    for (const request of expect.requests) {
      const types = [request.type].flat();
      if (types.length === 0 || types.some((t) => !SERVICE_TYPE_VALUES.includes(t))) {
        problems.push(`type ${String(request.type)}`);
      }
      if (request.time !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(request.time)) {
        problems.push(`time ${request.time}`);
      }
      if (request.date === 'auto' && request.time === null) problems.push('auto without a time');
    }
  }
  if (expect.kind === 'act') {
    const keys = typeof expect.target === 'string' ? [expect.target] : expect.target.ambiguous;
    if (keys.some((k) => !REQUEST_KEYS.includes(k))) problems.push('unknown request');
    if (typeof expect.target !== 'string' && keys.length < 2) problems.push('ambiguous of one');
    if (expect.action === 'change' && Object.keys(expect.changes ?? {}).length === 0) {
      problems.push('change without changes');
    }
  }
  if (expect.kind === 'follow_up' || row.openProposal !== undefined) {
    if (!row.openProposal || !PROPOSAL_KEYS.includes(row.openProposal)) {
      problems.push('follow-up without an open proposal');
    }
  }
  if (expect.kind === 'follow_up' && !expect.other && Object.keys(expect.changes).length === 0) {
    problems.push('no change');
  }
  if (expect.kind === 'question' && expect.topics.length === 0) problems.push('no topic');
  return problems.map((problem) => `${problem} in "${row.text.slice(0, 80)}"`);
}
