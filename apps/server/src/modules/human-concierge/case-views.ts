import type {
  AiContext,
  CaseDetail,
  CaseMessage,
  CaseView,
  StaffCaseView,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import type {
  CaseStatus,
  EscalationReason,
  PriorityLevel,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import type { Executor } from '../../db/client';
import { openMemberText, sealMemberText } from '../../platform/crypto/member-text';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import { type MessageRow, threadMessages } from './case-messages.repo';
import type { CaseRead, CaseRow } from './cases.repo';

/**
 * How a case's sealed words are sealed and opened (ADR 048: each value bound to its row and
 * column), and how rows become the views members and staff see.
 */
export type StaffNames = ReadonlyMap<string, string>;

const casePlace = (caseId: string, column: string) => ({
  table: 'concierge_cases',
  rowId: caseId,
  column,
});
const messagePlace = (messageId: string) => ({ table: 'concierge_messages', rowId: messageId });

export class CaseSeal {
  constructor(private box: SealedBox) {}

  get keyId() {
    return this.box.keyId;
  }

  caseText(caseId: string, column: 'summary' | 'ai_context' | 'rating_comment', text: string) {
    return sealMemberText(this.box, casePlace(caseId, column), text).sealedData;
  }

  message(messageId: string, text: string) {
    return sealMemberText(this.box, messagePlace(messageId), text).sealedData;
  }

  private open(caseId: string, column: string, sealed: string) {
    return openMemberText(this.box, casePlace(caseId, column), sealed);
  }

  view(read: Pick<CaseRead, 'row' | 'unread'>, names: StaffNames): CaseView {
    const { row } = read;
    const person = (id: string | null) => (id ? { id, name: names.get(id) ?? 'Concierge' } : null);
    return {
      id: row.id,
      status: row.status as CaseStatus,
      priority_level: row.priorityLevel as PriorityLevel,
      request_summary: this.open(row.id, 'summary', row.sealedSummary),
      escalation_reason: row.escalationReason as EscalationReason,
      ai_context: JSON.parse(this.open(row.id, 'ai_context', row.sealedContext)) as AiContext,
      requested_assistant: person(row.requestedStaffId),
      assigned_assistant: person(row.assignedStaffId),
      created_at: row.createdAt.toISOString(),
      accepted_at: row.acceptedAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
      promise: promiseOf(row),
      rating:
        row.rating === null
          ? null
          : {
              score: row.rating,
              comment: row.sealedRatingComment
                ? this.open(row.id, 'rating_comment', row.sealedRatingComment)
                : '',
            },
      unread_count: read.unread,
    };
  }

  staffView(read: CaseRead, names: StaffNames): StaffCaseView {
    return {
      ...this.view(read, names),
      member: {
        id: read.row.memberId,
        name: read.member.name,
        email: read.member.email,
        tier: read.row.tier,
      },
    };
  }

  messageView(row: Omit<MessageRow, 'seq'>, authorName: string): CaseMessage {
    return {
      id: row.id,
      author: row.author as CaseMessage['author'],
      author_name: row.author === 'system' ? 'Aurum' : authorName,
      text: openMemberText(this.box, messagePlace(row.id), row.sealedText),
      created_at: row.createdAt.toISOString(),
    };
  }

  async thread(db: Executor, caseId: string): Promise<CaseMessage[]> {
    const rows = await threadMessages(db, caseId);
    return rows.map(({ row, authorName }) => this.messageView(row, authorName));
  }

  async detail(db: Executor, read: CaseRead, names: StaffNames): Promise<CaseDetail> {
    return { ...this.view(read, names), messages: await this.thread(db, read.row.id) };
  }
}

function promiseOf(row: CaseRow): CaseView['promise'] {
  const answered = row.firstResponseAt;
  return {
    due_at: row.dueAt.toISOString(),
    minutes: row.promiseMinutes,
    first_response_at: answered?.toISOString() ?? null,
    overdue: row.overdueAt !== null,
    kept: answered ? row.overdueAt === null && answered <= row.dueAt : row.overdueAt ? false : null,
  };
}
