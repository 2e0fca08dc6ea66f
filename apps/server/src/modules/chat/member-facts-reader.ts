import { tierLabel } from '@aurum/shared/membership/tier-display';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import {
  displayedRequestStatus,
  latestProgressStatus,
  memberMayChange,
} from '@aurum/shared/requests/request-status';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { Clock } from '../../platform/clock';
import type { CalendarService } from '../calendar/calendar.service';
import type { MoodSummaryReader } from '../journal/journal.api';
import type { MembershipService } from '../membership/membership.service';
import type { ServiceRequestService } from '../requests/requests.service';
import { FACTS_FOR, type MemberFacts } from './engine/replies/question-replies';
import type { QuestionTopic, RequestFact } from './engine/understanding';
import type { MemoryBankService } from './memory-bank.service';

/** How far ahead "what's coming up" looks. */
const UPCOMING_DAYS = 30;

const local = (instant: string | Date) => new TZDate(new Date(instant).getTime(), MEMBER_TIME_ZONE);

/** One of the member's requests as the engine reads it (their own, from the requests service). */
export function requestFact(detail: ServiceRequestDetail): RequestFact {
  const when = detail.preferred_date ? local(detail.preferred_date) : null;
  return {
    id: detail.id,
    serviceType: detail.service_type as ServiceType,
    description: detail.description,
    status: displayedRequestStatus({
      status: detail.status,
      confirmation_status: detail.confirmation_status,
      latest_update_status: latestProgressStatus(detail.updates),
    }),
    changeable: memberMayChange(detail),
    preferredDate: when ? format(when, 'yyyy-MM-dd') : null,
    preferredTime: when && detail.preferred_time_set ? format(when, 'HH:mm') : null,
    location: detail.location,
    partySize: detail.party_size,
    dining: detail.dining,
    specialRequests: detail.special_requests,
    providerName: detail.provider?.name ?? null,
    providerSaid: detail.provider_response,
    createdAt: new Date(detail.created_at),
  };
}

/**
 * Reads what the assistant may tell a member about their own account, each from the module that
 * owns it (membership, requests, calendar, memory bank), and only what the question needs.
 */
export class MemberFactsReader {
  constructor(
    private clock: Clock,
    private membership: MembershipService,
    private requests: ServiceRequestService,
    private calendar: CalendarService,
    private memory: MemoryBankService,
    private mood: MoodSummaryReader,
  ) {}

  /** The member's own requests, newest first. */
  async requestFacts(userId: string): Promise<RequestFact[]> {
    const details = await this.requests.list(userId);
    return details.map(requestFact).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async forTopics(
    userId: string,
    topics: readonly QuestionTopic[],
    requests: RequestFact[],
  ): Promise<MemberFacts> {
    const needed = new Set(topics.flatMap((topic) => FACTS_FOR[topic]));
    const now = this.clock.now();
    const today = format(local(now), 'yyyy-MM-dd');
    const [overview, allowance, upcoming, memories, mood] = await Promise.all([
      needed.has('tierLabel') ? this.membership.overview(userId) : null,
      needed.has('allowance') ? this.requests.allowance(userId) : null,
      needed.has('upcoming')
        ? this.calendar.entries(
            userId,
            today,
            format(addDays(local(now), UPCOMING_DAYS), 'yyyy-MM-dd'),
          )
        : [],
      needed.has('memories') ? this.memory.list(userId) : [],
      needed.has('mood') ? this.mood.moodSummaryFor(userId) : null,
    ]);
    const standing = overview?.membership;
    return {
      tierLabel: tierLabel(standing?.membership_tier, 'profile'),
      membershipStatus: standing?.status ?? 'trial',
      endsAt: standing?.ends_at ? new Date(standing.ends_at) : null,
      allowance: allowance ?? {
        limit: null,
        used: 0,
        remaining: null,
        renews_at: now.toISOString(),
        plan_required: null,
      },
      upcoming: upcoming
        .filter((entry) => entry.status !== 'cancelled' && entry.request_status !== 'cancelled')
        .map((entry) => ({
          title: entry.title,
          date: entry.date,
          time: entry.time,
          place: entry.place,
        })),
      memories: memories.map((entry) => ({
        key: entry.preference_key,
        value: entry.preference_value,
      })),
      requests,
      tier: standing?.membership_tier ?? 'trial',
      mood,
    };
  }
}
