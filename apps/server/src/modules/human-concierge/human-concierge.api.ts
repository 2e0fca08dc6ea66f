import type { EscalationReason } from '@aurum/shared/human-concierge/human-concierge-texts';

/**
 * The human concierge's faces (issue 31, ADR 072). The assistant (chat) reaches the human
 * concierge only through HumanHandoff; data rights through the export and removal below.
 */
export interface HumanHandoff {
  /**
   * A person holds a case of the member's (accepted or in progress): the member's message goes
   * into that case's thread and the assistant does not answer it. Null when no person holds one.
   */
  passToPerson(
    memberId: string,
    text: string,
  ): Promise<{ caseId: string; assistantName: string } | null>;
  /**
   * Whether the assistant offers a person for this message, by the member's escalation rules:
   * urgent or safety words, a high-value request (black only), or confidence below 70%.
   */
  offerFor(
    memberId: string,
    signal: { text: string; confidence: number | null },
  ): Promise<EscalationReason | null>;
}

export { aiContextOf } from './assistant-handoff';
export { forgetHumanConcierge, HUMAN_CONCIERGE_EXPORT_TABLES } from './member-data.repo';
