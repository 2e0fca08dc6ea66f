import type { CalendarFeed } from '@aurum/shared/calendar/calendar-feed';
import {
  GENERAL_SETTINGS_DEFAULTS,
  PLATFORMS,
  type GeneralSettings,
  type PlatformId,
  type PlatformsView,
} from '@aurum/shared/life-os/platforms';
import {
  INITIAL_PERSONA,
  PERSONA_DEFAULT_SETTINGS,
  PERSONAS,
  type PersonaId,
  type PersonaSettings,
  type PersonasView,
} from '@aurum/shared/life-os/personas';
import {
  RESET_ACTIONS,
  type AwayNote,
  type ResetActionId,
  type ResetActionOutcome,
  type ResetActionView,
  type ResetSession,
  type ResetTrigger,
} from '@aurum/shared/life-os/reset';
import { jsonResponse, mockFetch } from './fetch-mock';

/**
 * Test support for /personas, /reset and /cross-platform: an in-memory API as the server answers
 * it (issue 29), every call also written to `log` ("POST /api/reset/sessions") so a test can
 * check the order of calls against other things it logs (toasts, waits).
 */
export const NOW = new Date('2026-11-24T08:00:00Z'); // 10:00 in Johannesburg

interface LifeOsServerOptions {
  /** Persona activation answers 500 (after `holdActivation` is released, if held). */
  failActivation?: boolean;
  holdActivation?: boolean;
  /** Each reset action's outcome; 'done' where not given. */
  outcomes?: Partial<Record<ResetActionId, ResetActionOutcome['outcome']>>;
  /** Starting a reset answers 409 (another is running). */
  resetBusy?: boolean;
  /** Holds the first reset action's call until release(). */
  holdActions?: boolean;
  sessions?: ResetSession[];
  away?: AwayNote | null;
  failConnection?: boolean;
  feed?: CalendarFeed | null;
  log?: string[];
}

const OUTCOME_MESSAGES: Record<ResetActionId, string> = {
  cancel_meetings: '1 event moved to after 14:00',
  order_comfort_food: 'Request filed: Private Chef',
  optimize_environment: 'Rest scene on',
  auto_replies: 'Away note on until 14:00',
  wellness_session: 'Request filed: Wellness session',
};

let feedNumber = 0;
export const calendarFeed = (): CalendarFeed => {
  feedNumber += 1;
  return {
    url: `https://aurum.test/calendar/feed/token-${feedNumber}.ics`,
    webcal_url: `webcal://aurum.test/calendar/feed/token-${feedNumber}.ics`,
    created_at: '2026-11-20T08:00:00Z',
  };
};

export function serveLifeOs(options: LifeOsServerOptions = {}) {
  const log = options.log ?? [];
  let active: PersonaId = INITIAL_PERSONA;
  const personaSettings: Record<PersonaId, PersonaSettings> = { ...PERSONA_DEFAULT_SETTINGS };
  const resetSettings: ResetActionView[] = RESET_ACTIONS.map(
    ({ defaultEnabled, defaultAutoTrigger, ...action }) => ({
      ...action,
      isEnabled: defaultEnabled,
      autoTrigger: defaultAutoTrigger,
    }),
  );
  const sessions: ResetSession[] = [...(options.sessions ?? [])];
  let away = options.away ?? null;
  const connected: Record<PlatformId, boolean> = {
    apple_watch: false,
    telegram: false,
    desktop: false,
    garmin: false,
  };
  let general: GeneralSettings = { ...GENERAL_SETTINGS_DEFAULTS };
  let feed = options.feed ?? null;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let firstAction = true;

  const personasView = (): PersonasView => ({
    active,
    personas: PERSONAS.map((persona) => ({
      ...persona,
      isActive: persona.id === active,
      settings: personaSettings[persona.id],
    })),
  });
  const platformsView = (): PlatformsView => ({
    platforms: PLATFORMS.map((platform) => ({
      ...platform,
      isConnected: connected[platform.id],
      connectionStatus: connected[platform.id] ? 'connected' : 'disconnected',
      connected_at: connected[platform.id] ? NOW.toISOString() : null,
    })),
    settings: general,
  });

  const mock = mockFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0]!;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    log.push(`${method} ${path}`);
    let match: RegExpExecArray | null;

    if (path === '/api/personas') return jsonResponse(200, personasView());
    if ((match = /^\/api\/personas\/(\w+)\/activation$/.exec(path))) {
      if (options.holdActivation) await held;
      if (options.failActivation) return jsonResponse(500, { code: 'X', message: 'Down' });
      active = match[1] as PersonaId;
      return jsonResponse(200, personasView());
    }
    if ((match = /^\/api\/personas\/(\w+)\/settings$/.exec(path))) {
      personaSettings[match[1] as PersonaId] = body as PersonaSettings;
      return jsonResponse(200, personasView());
    }
    if ((match = /^\/api\/personas\/quick-actions\/(\w+)$/.exec(path))) {
      return jsonResponse(200, { action: match[1], message: 'Focus block added: 10:00-10:25' });
    }

    if (path === '/api/reset/settings' && method === 'GET') return jsonResponse(200, resetSettings);
    if (path === '/api/reset/settings' && method === 'PUT') {
      for (const change of (body as { actions: ResetActionView[] }).actions) {
        Object.assign(
          resetSettings.find((action) => action.id === change.id)!,
          change,
        );
      }
      return jsonResponse(200, resetSettings);
    }
    if (path === '/api/reset/sessions' && method === 'GET') return jsonResponse(200, sessions);
    if (path === '/api/reset/sessions' && method === 'POST') {
      if (options.resetBusy) {
        return jsonResponse(409, { code: 'RESET_RUNNING', message: 'A reset is running' });
      }
      const trigger = (body as { trigger_reason: ResetTrigger }).trigger_reason;
      const session: ResetSession = {
        id: `session-${sessions.length + 1}`,
        started_at: NOW.toISOString(),
        completed_at: null,
        trigger_reason: trigger,
        status: 'active',
        actions: resetSettings
          .filter((action) => action.isEnabled && (trigger === 'manual' || action.autoTrigger))
          .map((action) => action.id),
        actions_completed: [],
        outcomes: [],
      };
      sessions.unshift(session);
      return jsonResponse(201, session);
    }
    if ((match = /^\/api\/reset\/sessions\/([\w-]+)\/actions\/(\w+)$/.exec(path))) {
      if (options.holdActions && firstAction) {
        firstAction = false;
        await held;
      }
      const action = match[2] as ResetActionId;
      const outcome: ResetActionOutcome = {
        action,
        outcome: options.outcomes?.[action] ?? 'done',
        message: OUTCOME_MESSAGES[action],
        ...(action === 'order_comfort_food' ? { link: '/request-status?id=r-1' } : {}),
      };
      const session = sessions.find((one) => one.id === match![1])!;
      session.outcomes.push(outcome);
      if (outcome.outcome !== 'failed') session.actions_completed.push(action);
      return jsonResponse(200, outcome);
    }
    if ((match = /^\/api\/reset\/sessions\/([\w-]+)\/completion$/.exec(path))) {
      const session = sessions.find((one) => one.id === match![1])!;
      Object.assign(session, { status: 'completed', completed_at: NOW.toISOString() });
      return jsonResponse(200, session);
    }
    if (path === '/api/reset/away' && method === 'GET') return jsonResponse(200, away);
    if (path === '/api/reset/away' && method === 'DELETE') {
      away = null;
      return jsonResponse(204);
    }

    if (path === '/api/platforms' && method === 'GET') return jsonResponse(200, platformsView());
    if (path === '/api/platforms/settings') {
      general = body as GeneralSettings;
      return jsonResponse(200, platformsView());
    }
    if ((match = /^\/api\/platforms\/(\w+)$/.exec(path))) {
      if (options.failConnection) return jsonResponse(503, { code: 'X', message: 'Down' });
      connected[match[1] as PlatformId] = (body as { connected: boolean }).connected;
      return jsonResponse(200, platformsView());
    }
    if (path === '/api/calendar/feed' && method === 'GET') return jsonResponse(200, feed);
    if (path === '/api/calendar/feed' && method === 'POST') {
      feed = calendarFeed();
      return jsonResponse(201, feed);
    }
    if (path === '/api/calendar/feed' && method === 'DELETE') {
      feed = null;
      return jsonResponse(204);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { ...mock, log, release, sessions, resetSettings };
}
