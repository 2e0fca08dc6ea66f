import { goalProgress } from '@aurum/shared/life-os/life-os-rules';
import type { Goal, GoalInput } from '@aurum/shared/life-os/goals';
import { PERSONAS, PERSONA_DEFAULT_SETTINGS, type PersonaId } from '@aurum/shared/life-os/personas';
import type { Routine } from '@aurum/shared/life-os/routines';
import type { SmartDevice, SmartHomeView } from '@aurum/shared/life-os/smart-home';
import { weeklyReport, type LifeInsight } from '@aurum/shared/life-os/weekly-report';
import { jsonResponse, mockFetch } from './fetch-mock';

/**
 * Test support for Life OS and the lifestyle hub: in-memory goals, routines, smart home and
 * personas behind the API's paths; the weekly report is worked out from them with the shared rule.
 */
let counter = 0;
export const goal = (overrides: Partial<Goal> = {}): Goal => {
  const made: Goal = {
    id: `goal-${++counter}`,
    title: 'Run 100 km',
    type: 'fitness',
    target_value: 100,
    current_value: 40,
    deadline: '2026-12-31',
    status: 'active',
    progress: 0,
    completed_at: null,
    created_at: '2026-11-01T08:00:00Z',
    ...overrides,
  };
  return { ...made, progress: goalProgress(made) };
};

export const routine = (overrides: Partial<Routine> = {}): Routine => ({
  id: `routine-${++counter}`,
  name: 'Morning run',
  time: '06:30',
  is_active: true,
  reminder: true,
  completed_today: false,
  confidence_score: 0.5,
  next_action: 'Lay out running shoes',
  streak: 0,
  created_at: '2026-11-01T08:00:00Z',
  ...overrides,
});

export const device = (overrides: Partial<SmartDevice> = {}): SmartDevice => ({
  id: `device-${++counter}`,
  source: 'own',
  kind: 'light',
  name: 'Lounge lamp',
  room: 'Lounge',
  on: false,
  temperature: null,
  available: true,
  ...overrides,
});

export interface LifeOsServerOptions {
  goals?: Goal[];
  routines?: Routine[];
  home?: Partial<SmartHomeView>;
  insights?: LifeInsight[];
  persona?: PersonaId;
  /** The answer to PUT /api/smart-home/hub: connects, or a 400 with this code and message. */
  hubAnswer?: { code: string; message: string };
}

type Call = { path: string; method: string; body: unknown };

/** The Life OS paths over in-memory state: a Response, or undefined for a path it does not know. */
export function lifeOsApi(options: LifeOsServerOptions = {}) {
  const goals = [...(options.goals ?? [])];
  const routines = [...(options.routines ?? [])];
  const home: SmartHomeView = { hub: null, devices: [], rest_scene: null, ...options.home };

  const handle = ({ path, method, body }: Call): Response | undefined => {
    if (path === '/api/life-os/report') {
      const active = routines.filter((r) => r.is_active);
      return jsonResponse(200, {
        report: weeklyReport({
          moodAverage: null,
          moodReadings: 0,
          goalsTotal: goals.length,
          goalsCompleted: goals.filter((g) => g.status === 'completed').length,
          socialEvents: 0,
          routineSlots: active.length,
          routineCompletions: active.filter((r) => r.completed_today).length,
        }),
        insights: options.insights ?? [],
      });
    }
    if (path === '/api/life-os/goals' && method === 'GET') return jsonResponse(200, goals);
    if (path === '/api/life-os/goals' && method === 'POST') {
      const made = goal(body as GoalInput);
      goals.push(made);
      return jsonResponse(201, made);
    }
    const oneGoal = /^\/api\/life-os\/goals\/([^/]+)(\/completion)?$/.exec(path);
    if (oneGoal) {
      const index = goals.findIndex((g) => g.id === oneGoal[1]);
      if (index < 0) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Goal not found' });
      const current = goals[index]!;
      if (method === 'DELETE') {
        goals.splice(index, 1);
        return jsonResponse(204);
      }
      const changed = oneGoal[2]
        ? { ...current, status: 'completed' as const, current_value: current.target_value }
        : { ...current, ...(body as Partial<Goal>) };
      goals[index] = { ...changed, progress: goalProgress(changed) };
      return jsonResponse(200, goals[index]);
    }
    if (path === '/api/life-os/routines' && method === 'GET') return jsonResponse(200, routines);
    if (path === '/api/life-os/routines' && method === 'POST') {
      const made = routine({ streak: 0, ...(body as Partial<Routine>) });
      routines.push(made);
      return jsonResponse(201, made);
    }
    const oneRoutine = /^\/api\/life-os\/routines\/([^/]+)(\/completion)?$/.exec(path);
    if (oneRoutine) {
      const index = routines.findIndex((r) => r.id === oneRoutine[1]);
      if (index < 0) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Routine not found' });
      if (!oneRoutine[2] && method === 'DELETE') {
        routines.splice(index, 1);
        return jsonResponse(204);
      }
      routines[index] = oneRoutine[2]
        ? { ...routines[index]!, completed_today: method === 'POST' }
        : { ...routines[index]!, ...(body as Partial<Routine>) };
      return jsonResponse(200, routines[index]);
    }
    if (path === '/api/smart-home' && method === 'GET') return jsonResponse(200, home);
    if (path === '/api/smart-home/hub' && method === 'PUT') {
      if (options.hubAnswer) return jsonResponse(400, options.hubAnswer);
      const { url } = body as { url: string };
      home.hub = { url, status: 'connected', connected_at: '2026-11-24T08:00:00Z' };
      home.devices = [];
      return jsonResponse(200, home);
    }
    if (path === '/api/smart-home/hub' && method === 'DELETE') {
      home.hub = null;
      home.devices = [];
      return jsonResponse(204);
    }
    const state = /^\/api\/smart-home\/(?:hub\/)?devices\/([^/]+)\/state$/.exec(path);
    if (state && method === 'PUT') {
      const index = home.devices.findIndex((d) => d.id === decodeURIComponent(state[1]!));
      home.devices[index] = { ...home.devices[index]!, on: (body as { on: boolean }).on };
      return jsonResponse(200, home.devices[index]);
    }
    const scene = /^\/api\/smart-home\/hub\/scenes\/([^/]+)\/activation$/.exec(path);
    if (scene) return jsonResponse(200, { message: 'Evening scene is on.' });
    if (path === '/api/smart-home/rest-scene') {
      home.rest_scene = (body as { entity_id: string | null }).entity_id;
      return jsonResponse(200, home);
    }
    if (path === '/api/smart-home/devices' && method === 'POST') {
      const made = device({ ...(body as Partial<SmartDevice>), on: false });
      home.devices.push(made);
      return jsonResponse(201, made);
    }
    const own = /^\/api\/smart-home\/devices\/([^/]+)$/.exec(path);
    if (own && method === 'DELETE') {
      home.devices = home.devices.filter((d) => d.id !== own[1]);
      return jsonResponse(204);
    }
    if (path === '/api/personas') {
      const active = options.persona ?? 'focus';
      return jsonResponse(200, {
        active,
        personas: PERSONAS.map((p) => ({
          ...p,
          isActive: p.id === active,
          settings: PERSONA_DEFAULT_SETTINGS[p.id],
        })),
      });
    }
    return undefined;
  };
  return { handle, goals, routines, home };
}

/** Serves the Life OS API alone (anything else: 404). */
export function serveLifeOs(options: LifeOsServerOptions = {}) {
  const api = lifeOsApi(options);
  const mock = mockFetch((url, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { path: url.split('?')[0]!, method: init.method ?? 'GET', body };
    return api.handle(call) ?? jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { ...mock, ...api };
}
