import type { TestApp } from './test-app';

/**
 * Runs a race with `t.app.inject` alternating between t's instance and a second instance over the
 * same PostgreSQL database (its own pool, same settings and clock), as two instances behind a load
 * balancer answer (ADR 083). On PGlite, which one process owns, the race runs on one instance.
 * The race's own helpers stay as they are: they call `t.app.inject`, which this swaps while the
 * race runs (a file's tests run one after another).
 */
export async function onTwoInstances<T>(t: TestApp, race: () => Promise<T>): Promise<T> {
  if (t.database.kind !== 'postgres') return race();
  const second = await t.secondInstance();
  const own = Object.getOwnPropertyDescriptor(t.app, 'inject');
  const inject = t.app.inject.bind(t.app);
  let turn = 0;
  const alternate = ((...args: Parameters<typeof inject>) =>
    turn++ % 2 ? second.app.inject(...args) : inject(...args)) as typeof inject;
  Object.defineProperty(t.app, 'inject', { value: alternate, configurable: true, writable: true });
  try {
    const result = await race();
    if (turn < 2) throw new Error('The race did not reach the second instance');
    return result;
  } finally {
    if (own) Object.defineProperty(t.app, 'inject', own);
    else delete (t.app as { inject?: unknown }).inject;
  }
}

/** The instance the i-th call of a race runs on, for races that call a service or the database. */
export async function instanceFor(t: TestApp, i: number): Promise<TestApp> {
  return t.database.kind === 'postgres' && i % 2 ? t.secondInstance() : t;
}
