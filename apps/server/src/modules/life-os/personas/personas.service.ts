import type {
  PersonaId,
  PersonaSettings,
  PersonasView,
  QuickActionResult,
} from '@aurum/shared/life-os/personas';
import { localDateAndTime } from '@aurum/shared/time/member-time';
import { asMember, asMemberRead } from '../../../db/as-member';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { notFound } from '../../../platform/errors';
import type { CalendarService } from '../../calendar/calendar.service';
import {
  lockMemberProfile,
  readPreferenceCategory,
  upsertPreference,
} from '../../profile/profile.api';
import {
  ACTIVE_PERSONA_CATEGORY,
  ACTIVE_PERSONA_KEY,
  activePersonaOf,
  blockName,
  PERSONA_SETTINGS_CATEGORY,
  personasView,
  runnableQuickAction,
  settingsOf,
} from './persona-rules';

const MINUTE_MS = 60_000;

/**
 * The member's personas (spec 02 sections 2, 4, 9): exactly one active, focus until they choose;
 * settings per persona. Every change locks the member's record first, so parallel activations
 * run one after another and leave exactly one active persona.
 */
export class PersonaService {
  constructor(
    private db: Database,
    private clock: Clock,
    private calendar: CalendarService,
  ) {}

  private async read(db: Executor, userId: string): Promise<PersonasView> {
    const active = await readPreferenceCategory(db, userId, ACTIVE_PERSONA_CATEGORY);
    const settings = await readPreferenceCategory(db, userId, PERSONA_SETTINGS_CATEGORY);
    return personasView(activePersonaOf(active.get(ACTIVE_PERSONA_KEY)), settings);
  }

  view(userId: string): Promise<PersonasView> {
    return asMemberRead(this.db, userId, ({ db }) => this.read(db, userId));
  }

  /** The active persona (focus while nothing is stored). */
  async active(userId: string): Promise<PersonaId> {
    const stored = await asMemberRead(this.db, userId, ({ db }) =>
      readPreferenceCategory(db, userId, ACTIVE_PERSONA_CATEGORY),
    );
    return activePersonaOf(stored.get(ACTIVE_PERSONA_KEY));
  }

  /** The active persona and its settings, in one read. */
  async activeWithSettings(userId: string): Promise<{ id: PersonaId; settings: PersonaSettings }> {
    const view = await this.view(userId);
    return { id: view.active, settings: view.personas.find((p) => p.isActive)!.settings };
  }

  /** Activates a persona; activating the active one changes nothing. */
  activate(userId: string, persona: PersonaId): Promise<PersonasView> {
    return this.change(userId, async (tx, view, now) => {
      if (view.active === persona) return false;
      await upsertPreference(
        tx,
        userId,
        {
          category: ACTIVE_PERSONA_CATEGORY,
          key: ACTIVE_PERSONA_KEY,
          value: JSON.stringify(persona),
        },
        now,
      );
      return true;
    });
  }

  saveSettings(userId: string, persona: PersonaId, settings: PersonaSettings) {
    return this.change(userId, async (tx, _view, now) => {
      const value = JSON.stringify(settingsOf(persona, JSON.stringify(settings)));
      await upsertPreference(
        tx,
        userId,
        { category: PERSONA_SETTINGS_CATEGORY, key: persona, value },
        now,
      );
      return true;
    });
  }

  /** Under the member's lock: reads, changes and answers the personas as they are after. */
  private change(
    userId: string,
    work: (tx: Executor, view: PersonasView, now: Date) => Promise<boolean>,
  ): Promise<PersonasView> {
    return asMember(this.db, userId, async ({ tx }) => {
      if (!(await lockMemberProfile(tx, userId))) throw notFound('Member not found');
      const view = await this.read(tx, userId);
      const changed = await work(tx, view, this.clock.now());
      return changed ? this.read(tx, userId) : view;
    });
  }

  /**
   * Runs one of the active persona's quick actions: a calendar block of its minutes from now,
   * added to the member's calendar as a personal event.
   */
  async runQuickAction(userId: string, actionId: string): Promise<QuickActionResult> {
    const action = runnableQuickAction(actionId, await this.active(userId));
    const now = this.clock.now();
    const start = localDateAndTime(now);
    const end = localDateAndTime(new Date(now.getTime() + action.minutes! * MINUTE_MS));
    const name = blockName(action);
    const event = await this.calendar.add(userId, {
      title: `${name} (${action.minutes} min)`,
      date: start.date,
      time: start.time,
      place: '',
    });
    return {
      action: action.id,
      message: `${name} added: ${start.time}-${end.time}`,
      calendar_event_id: event.source_id,
    };
  }
}
