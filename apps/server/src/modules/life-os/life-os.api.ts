import type { PersonaId } from '@aurum/shared/life-os/personas';
import type { AwayNote, ResetActionOutcome } from '@aurum/shared/life-os/reset';

/**
 * Life OS's faces (issue 29). Other modules (the assistant) and Life OS's own parts read each
 * other only through these interfaces; `registerLifeOs` answers the services that implement them.
 */

/** What the assistant honours: the active persona's tone and suggestions, and an away note. */
export interface LifeContextReader {
  activePersona(memberId: string): Promise<PersonaId>;
  /** The member's away note while it lasts (set by the reset's auto_replies), else null. */
  awayNote(memberId: string): Promise<AwayNote | null>;
}

/**
 * Whether a routine reminder may go out now: the active persona's notifications are on and no
 * away note is running. The routines' reminder job asks it at send time.
 */
export interface ReminderGate {
  remindersAllowed(memberId: string): Promise<boolean>;
}

/** The reset's tables (db/table-owners.js) as data rights reach them (ADR 055, 064). */
export { exportReset, forgetReset, RESET_EXPORT_TABLES } from './reset/member-data.repo';

/** The reset's optimize_environment: the member's rest scene on their hub, or their own list. */
export interface EnvironmentControl {
  runRestScene(memberId: string): Promise<ResetActionOutcome>;
}

/** Life OS's tables (db/table-owners.js) as data rights reach them (ADR 055). */
export { exportLifeOs, forgetLifeOs, LIFE_OS_EXPORT_TABLES } from './member-data';
