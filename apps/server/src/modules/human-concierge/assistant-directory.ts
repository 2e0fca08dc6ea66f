import type {
  AssistantCard,
  Colleague,
  ConciergeProfile,
  ConciergeProfileInput,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  satisfactionRating,
  shownAvailability,
} from '@aurum/shared/human-concierge/human-concierge-rules';
import type { AvailabilityStatus } from '@aurum/shared/human-concierge/human-concierge-texts';
import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type StaffPresence, staffPresence } from '../auth/accounts.api';
import { ratingsByStaff } from './cases.repo';
import { allProfiles, leadIds, type ProfileRow, saveProfile } from './concierge-profiles.repo';

/** A staff member who has not filled in their profile yet shows these. */
const DEFAULT_PROFILE = {
  specialties: ['Lifestyle', 'Dining', 'Travel'],
  languages: ['English'],
  timezone: MEMBER_TIME_ZONE,
  availabilityStatus: 'available' as AvailabilityStatus,
  responseTime: 'Within 15 minutes',
  isLead: false,
};

/**
 * The human assistants: every staff account, oldest first, with its concierge profile (or the
 * defaults), its availability as members see it (offline after 15 minutes without a session in
 * use) and its satisfaction from real case ratings ("New" until there are some).
 */
export class AssistantDirectory {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  private profileOf(staff: StaffPresence, saved: ProfileRow | undefined): ConciergeProfile {
    const p = saved ?? { ...DEFAULT_PROFILE, staffId: staff.id };
    return {
      id: staff.id,
      name: staff.name,
      specialties: p.specialties,
      languages: p.languages,
      timezone: p.timezone,
      availability_status: p.availabilityStatus as AvailabilityStatus,
      response_time: p.responseTime,
      is_lead: p.isLead,
    };
  }

  async assistants(): Promise<AssistantCard[]> {
    const now = this.clock.now();
    const [staff, profiles, ratings] = await Promise.all([
      staffPresence(this.db),
      allProfiles(this.db),
      ratingsByStaff(this.db),
    ]);
    return staff.map((member) => {
      const { is_lead: _lead, ...profile } = this.profileOf(member, profiles.get(member.id));
      const rated = ratings.get(member.id) ?? { total: 0, count: 0 };
      return {
        ...profile,
        availability_status: shownAvailability(
          profile.availability_status,
          member.lastActiveAt,
          now,
        ),
        satisfaction_rating: satisfactionRating(rated.total, rated.count),
        rating_count: rated.count,
        avatar_url: null,
      };
    });
  }

  /** Staff ids to names (case views name the assistants). */
  async names(): Promise<Map<string, string>> {
    const staff = await staffPresence(this.db);
    return new Map(staff.map((s) => [s.id, s.name]));
  }

  async isStaff(id: string): Promise<boolean> {
    return (await staffPresence(this.db)).some((s) => s.id === id);
  }

  async colleagues(): Promise<Colleague[]> {
    const cards = await this.assistants();
    return cards.map(({ id, name, availability_status }) => ({ id, name, availability_status }));
  }

  async ownProfile(staffId: string): Promise<ConciergeProfile> {
    const [staff, profiles] = await Promise.all([staffPresence(this.db), allProfiles(this.db)]);
    const me = staff.find((s) => s.id === staffId);
    if (!me) throw new Error('not a staff account');
    return this.profileOf(me, profiles.get(staffId));
  }

  async saveOwnProfile(staffId: string, input: ConciergeProfileInput): Promise<ConciergeProfile> {
    await saveProfile(this.db, {
      staffId,
      specialties: input.specialties,
      languages: input.languages,
      timezone: input.timezone,
      availabilityStatus: input.availability_status,
      responseTime: input.response_time,
      isLead: input.is_lead,
      updatedAt: this.clock.now(),
    });
    return this.ownProfile(staffId);
  }

  /** The staff leads' e-mail addresses (every missed promise reaches them). */
  async leadEmails(): Promise<string[]> {
    const [staff, leads] = await Promise.all([staffPresence(this.db), leadIds(this.db)]);
    const lead = new Set(leads);
    return staff.filter((s) => lead.has(s.id)).map((s) => s.email);
  }
}
