/** Spec 01 section 9: a heartbeat every 25 s, a default time-out of 10 s. */
export const HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;

/** Spec 01 section 9: reconnect after 1, 2, 5, then every 10 s. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The pause before reconnect attempt `attempt` (0 = the first one after a drop). */
export function reconnectDelayMs(attempt: number): number {
  const last = RECONNECT_DELAYS_MS.length - 1;
  return RECONNECT_DELAYS_MS[Math.min(Math.max(0, Math.floor(attempt)), last)]!;
}
