import type { AiContext } from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  isHighValue,
  largestAmountCents,
  soundsUrgent,
} from '@aurum/shared/human-concierge/human-concierge-rules';
import {
  ESCALATION_CONFIDENCE_THRESHOLD,
  type EscalationReason,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import type { ChatMessage } from '@aurum/shared/chat/chat-contract';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { tierRules, tierStanding } from '../membership/tier-policy.service';
import type { AssistantDirectory } from './assistant-directory';
import { caseHeldByPerson, lockCase } from './cases.repo';
import { readConciergeSettings } from './concierge-settings';
import type { MemberCasesService } from './member-cases.service';

const CONTEXT_MESSAGES = 6;

/** The assistant's conversation as a case carries it: its last messages and latest proposal. */
export function aiContextOf(history: readonly ChatMessage[]): AiContext {
  const messages = history.slice(-CONTEXT_MESSAGES).map((m) => ({
    from: m.is_from_user ? ('member' as const) : ('assistant' as const),
    text: m.message,
    at: m.created_at,
  }));
  const proposal = [...history].reverse().flatMap((m) => m.proposals)[0] ?? null;
  return {
    messages,
    proposal: proposal
      ? {
          summary: proposal.description,
          service_type: proposal.service_type,
          status: proposal.status,
        }
      : null,
  };
}

/**
 * What the assistant asks of the human concierge (the face chat uses, human-concierge.api.ts):
 * whether a person holds the member's case (then the assistant keeps quiet and passes the
 * message into the thread) and whether to offer a person, by the member's escalation rules.
 */
export class AssistantHandoff {
  constructor(
    private db: Database,
    private clock: Clock,
    private directory: AssistantDirectory,
    private cases: MemberCasesService,
  ) {}

  async passToPerson(memberId: string, text: string) {
    const now = this.clock.now();
    if (!(await caseHeldByPerson(this.db, memberId))) return null;
    const names = await this.directory.names();
    return asMember(this.db, memberId, async ({ tx }) => {
      const held = await caseHeldByPerson(tx, memberId);
      if (!held) return null;
      const row = await lockCase(tx, held.id, memberId);
      if (!row || (row.status !== 'accepted' && row.status !== 'in_progress')) return null;
      await this.cases.addMemberMessage(tx, row, text, now);
      return {
        caseId: row.id,
        assistantName: (row.assignedStaffId && names.get(row.assignedStaffId)) || 'Your concierge',
      };
    });
  }

  async offerFor(
    memberId: string,
    signal: { text: string; confidence: number | null },
  ): Promise<EscalationReason | null> {
    const standing = await tierStanding(this.db, memberId, this.clock.now());
    if (!tierRules.humanConcierge(standing)) return null;
    const { escalation_rules: rules } = await readConciergeSettings(
      this.db,
      memberId,
      tierRules.highValueEscalation(standing),
    );
    const on = (id: string) => rules.some((rule) => rule.id === id && rule.is_enabled);
    if (on('urgency') && soundsUrgent(signal.text)) return 'urgency';
    if (on('high_value') && isHighValue(largestAmountCents(signal.text))) return 'high_value';
    if (
      on('low_confidence') &&
      signal.confidence !== null &&
      signal.confidence < ESCALATION_CONFIDENCE_THRESHOLD
    ) {
      return 'low_confidence';
    }
    return null;
  }
}
