import type { PersonaId } from '@aurum/shared/life-os/personas';
import type { AwayNote } from '@aurum/shared/life-os/reset';
import type { EnvironmentControl, LifeContextReader, ReminderGate } from './life-os.api';
import type { PersonaService } from './personas/personas.service';
import type { ResetService } from './reset/reset.service';

/**
 * What the rest of Aurum honours of Life OS (ADR 064): the active persona and the away note
 * (the assistant), and whether a reminder may go out (the routines' reminders).
 */
export class LifeContext implements LifeContextReader, ReminderGate {
  constructor(
    private personas: PersonaService,
    private reset: ResetService,
  ) {}

  activePersona(memberId: string): Promise<PersonaId> {
    return this.personas.active(memberId);
  }

  awayNote(memberId: string): Promise<AwayNote | null> {
    return this.reset.awayNote(memberId);
  }

  /** The active persona's notifications are on and no away note is running. */
  async remindersAllowed(memberId: string): Promise<boolean> {
    const [persona, away] = await Promise.all([
      this.personas.activeWithSettings(memberId),
      this.reset.awayNote(memberId),
    ]);
    return persona.settings.notifications && away === null;
  }
}

/** Until the smart home is wired: the reset's optimize_environment has no hub to act on. */
export const noHomeHub: EnvironmentControl = {
  runRestScene: async () => ({
    action: 'optimize_environment',
    outcome: 'skipped',
    message: 'No home hub connected',
  }),
};
