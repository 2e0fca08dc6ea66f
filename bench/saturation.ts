/**
 * Where a load step spends its resources (mixed-load.bench.ts): CPU time of given processes and
 * of PostgreSQL's processes from /proc, the machine's CPU and load average, and PostgreSQL's
 * waits and locks sampled from pg_stat_activity and pg_locks while the step runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '@aurum/server/src/db/client';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in clock ticks (0 once it is gone). */
function cpuTicks(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresPids() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = values[3]! + values[4]!;
  return {
    busy: values.reduce((a, b) => a + b, 0) - idle,
    total: values.reduce((a, b) => a + b, 0),
  };
}

export interface Saturation {
  /** % of one core per named process, and PostgreSQL's processes together. */
  cpu: Record<string, number>;
  /** % of all the machine's cores busy, with anything else that runs on it. */
  machineBusy: number;
  loadAverage: number;
  /** Mean of active PostgreSQL backends of the database per sample. */
  activeBackends: number;
  /** The most frequent wait events of active backends (type:event, share of samples). */
  waits: string;
  /** Most ungranted locks seen at once. */
  ungrantedLocks: number;
}

/** Starts watching; `stop()` answers what the processes did in between. */
export function watchSaturation(database: DatabaseHandle, processes: Record<string, number>) {
  const started = performance.now();
  const pgPids = new Map(postgresPids().map((pid) => [pid, cpuTicks(pid)]));
  const before = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, cpuTicks(pid)]),
  );
  const machine = machineTicks();
  const waits = new Map<string, number>();
  let samples = 0;
  let active = 0;
  let ungranted = 0;
  let stopped = false;

  const sample = async () => {
    while (!stopped) {
      const rows = rowsOf<{ wait: string | null; n: number }>(
        await database.db.execute(sql`
          select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as n
          from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
          group by 1`),
      );
      const [locks] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from pg_locks where not granted`),
      );
      samples += 1;
      for (const row of rows) {
        active += row.n;
        waits.set(row.wait ?? 'CPU', (waits.get(row.wait ?? 'CPU') ?? 0) + row.n);
      }
      ungranted = Math.max(ungranted, locks!.n);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const sampling = sample();

  return async (): Promise<Saturation> => {
    stopped = true;
    await sampling;
    const seconds = (performance.now() - started) / 1000;
    const percent = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100);
    const cpu: Record<string, number> = {};
    for (const [name, pid] of Object.entries(processes))
      cpu[name] = percent(cpuTicks(pid) - before[name]!);
    let pgTicks = 0;
    for (const pid of postgresPids()) pgTicks += cpuTicks(pid) - (pgPids.get(pid) ?? 0);
    cpu.postgres = percent(pgTicks);
    const after = machineTicks();
    const totalWaits = [...waits.values()].reduce((a, b) => a + b, 0) || 1;
    return {
      cpu,
      machineBusy: Math.round(((after.busy - machine.busy) / (after.total - machine.total)) * 100),
      loadAverage: Number(loadavg()[0]!.toFixed(1)),
      activeBackends: Number((active / Math.max(samples, 1)).toFixed(1)),
      waits: [...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([wait, n]) => `${wait} ${Math.round((n / totalWaits) * 100)}%`)
        .join(', '),
      ungrantedLocks: ungranted,
    };
  };
}
