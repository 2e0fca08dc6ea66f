import { EXPORT_FORMAT, type MemberExport } from '@aurum/shared/data-rights/data-rights-contract';
import { hasMedicalData } from '@aurum/shared/onboarding/onboarding-contract';
import type { Database } from '../../db/client';
import { exportAccount } from '../auth/accounts.api';
import { exportCalendar, exportCalendarFeeds } from '../calendar/calendar.api';
import { exportChat } from '../chat/chat.api';
import type { MemberCasesService } from '../human-concierge/member-cases.service';
import type { JournalService } from '../journal/journal.service';
import type { LegacyCapsuleService } from '../legacy-capsules/legacy-capsules.service';
import { exportLifeOs, exportReset } from '../life-os/life-os.api';
import { exportMarketplace } from '../marketplace/bookings.api';
import { exportMembership } from '../membership/membership.api';
import { exportNotifications } from '../notifications/notifications.api';
import type { OnboardingService } from '../onboarding/onboarding.service';
import { exportMemberRecord } from '../profile/profile.api';
import type { RelationshipMemberData } from '../relationship/relationship.api';
import { exportRequests } from '../requests/requests.api';
import { exportSociety } from '../society/society.api';
import { exportVault } from '../vault/vault.api';
import { EXPORT_README } from './export-readme';
import { exportSummary } from './export-summary';

export interface ExportSources {
  db: Database;
  /** Opens the sealed medical information for its member (ADR 048). */
  onboarding: Pick<OnboardingService, 'load'>;
  /** Released capsules' content, as their author reads it. */
  capsules: Pick<LegacyCapsuleService, 'exportFor'>;
  /** Journal entries opened (ADR 048) and mood readings. */
  journal: Pick<JournalService, 'exportFor'>;
  /** Human concierge cases with their threads, opened (ADR 048, 072). */
  humanConcierge: Pick<MemberCasesService, 'exportFor'>;
  /** The partner link, invitations, memberships and what the member wrote in the space. */
  relationship: Pick<RelationshipMemberData, 'exportFor'>;
}

/**
 * Everything Aurum holds about one member, one section per area (the keys of EXPORT_COVERAGE),
 * each read through its owner's face: only the member's own rows, and of shared rows (a request's
 * provider) only what the member already sees. Reads one after another (one connection each).
 */
export async function collectMemberData(sources: ExportSources, userId: string) {
  const { db } = sources;
  const auth = await exportAccount(db, userId);
  const record = await exportMemberRecord(db, userId);
  const medical = (await sources.onboarding.load(userId)).medicalInfo;
  const requests = await exportRequests(db, userId);
  const marketplace = await exportMarketplace(
    db,
    userId,
    requests.map((request) => request.id),
  );
  return {
    account: auth,
    profile: {
      ...record,
      medical_info: hasMedicalData(medical) ? medical : null,
    },
    requests,
    marketplace,
    calendar: await exportCalendar(db, userId),
    calendar_subscription: await exportCalendarFeeds(db, userId),
    assistant: await exportChat(db, userId),
    vault: await exportVault(db, userId),
    legacy_capsules: await sources.capsules.exportFor(userId),
    journal: await sources.journal.exportFor(userId),
    life_os: await exportLifeOs(db, userId),
    reset: await exportReset(db, userId),
    human_concierge: await sources.humanConcierge.exportFor(userId),
    membership: await exportMembership(db, userId),
    society: await exportSociety(db, userId),
    relationship: await sources.relationship.exportFor(userId),
    notifications: await exportNotifications(db, userId),
  };
}

export type MemberData = Awaited<ReturnType<typeof collectMemberData>>;

/** The export's whole document: the data, its readable summary and the README. */
export async function buildMemberExport(
  sources: ExportSources,
  userId: string,
  now: Date,
): Promise<MemberExport & { data: MemberData }> {
  const data = await collectMemberData(sources, userId);
  return {
    format: EXPORT_FORMAT,
    exported_at: now.toISOString(),
    readme: EXPORT_README,
    summary: exportSummary(data, now),
    data,
  };
}
