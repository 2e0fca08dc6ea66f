/**
 * The load generator of the API benchmark, run in its own process (forked by
 * api-throughput.bench.ts) so that it never shares an event loop with the server it measures.
 *
 * - `max`: autocannon, closed loop (each connection sends its next request when the answer
 *   arrives): the highest rate the server sustains.
 * - `paced`: a constant request rate spread evenly over time (autocannon's own rate limit sends
 *   each second's requests in one burst). Latency counts from when a request was due, so a
 *   server that falls behind shows it (no coordinated omission). With `requests`, the paced
 *   requests go round that list (any method, body and target in `targets`), each connection
 *   kept to one target, and the result has figures per label too (mixed-load.bench.ts).
 */
import net from 'node:net';
import autocannon from 'autocannon';

export interface LoadJob {
  mode: 'max' | 'paced';
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  /** Requests per second (paced only). */
  rate?: number;
  /** Paced only: the base URLs the requests' `target` indexes (default: `url`'s origin). */
  targets?: string[];
  /** Paced only: the requests sent in turn (default: GET `url` with `headers`). */
  requests?: PacedRequest[];
}

export interface PacedRequest {
  label: string;
  /** Index into the job's targets. */
  target: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

export interface LoadResult extends LatencySummary {
  requestsPerSecond: number;
  errors: number;
  /** Paced with `requests`: the figures of each label. */
  byLabel?: Record<string, LatencySummary & { count: number; statuses: Record<number, number> }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN;

function latencySummary(latencies: number[], non2xx: number): LatencySummary {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx,
  };
}

function summary(latencies: number[], seconds: number, non2xx: number, errors: number) {
  return {
    ...latencySummary(latencies, non2xx),
    requestsPerSecond: (latencies.length + non2xx) / seconds,
    errors,
  };
}

function maxRate(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url: job.url, headers: job.headers, connections: job.connections, duration: job.seconds },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          ...summary(latencies, job.seconds, result.non2xx, result.errors),
          requestsPerSecond: result.requests.average,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) latencies.push(ms);
    });
  });
}

/** One keep-alive connection with at most one request in flight, reading answers by length. */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private due: Due | undefined;
  busy = false;

  constructor(
    private socket: net.Socket,
    private onAnswer: (status: number, due: Due) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.read(chunk));
  }

  send(due: Due) {
    this.busy = true;
    this.due = due;
    this.socket.write(due.request.bytes);
  }

  close() {
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (this.buffer.length < end + 4 + length) return;
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.busy = false;
      this.onAnswer(Number(head.slice(9, 12)), this.due!);
    }
  }
}

interface Outgoing {
  label: string;
  target: number;
  bytes: Buffer;
}

/** A request due at `at` (performance.now() time). */
interface Due {
  at: number;
  request: Outgoing;
}

function outgoing(targets: URL[], request: PacedRequest): Outgoing {
  const host = targets[request.target]!.host;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return {
    label: request.label,
    target: request.target,
    bytes: body ? Buffer.concat([head, body]) : head,
  };
}

async function connect(
  url: URL,
  onAnswer: (connection: Connection, status: number, due: Due) => void,
) {
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const connection: Connection = new Connection(socket, (status, due) =>
    onAnswer(connection, status, due),
  );
  return connection;
}

async function paced(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const targets = (job.targets ?? [url.origin]).map((target) => new URL(target));
  const requests = (
    job.requests ?? [
      {
        label: '',
        target: 0,
        method: 'GET',
        path: `${url.pathname}${url.search}`,
        headers: job.headers,
      },
    ]
  ).map((request) => outgoing(targets, request));

  const latencies: number[] = [];
  const byLabel = new Map<
    string,
    { latencies: number[]; non2xx: number; statuses: Record<number, number> }
  >();
  let non2xx = 0;
  // Per target: the requests due and not yet sent, and the connections without one in flight.
  const waiting = targets.map(() => [] as Due[]);
  const idle = targets.map(() => [] as Connection[]);
  const now = () => performance.now();
  const onAnswer = (connection: Connection, status: number, due: Due) => {
    const ms = now() - due.at;
    let label = byLabel.get(due.request.label);
    if (!label)
      byLabel.set(due.request.label, (label = { latencies: [], non2xx: 0, statuses: {} }));
    if (status >= 200 && status < 300) {
      latencies.push(ms);
      label.latencies.push(ms);
    } else {
      non2xx += 1;
      label.non2xx += 1;
      label.statuses[status] = (label.statuses[status] ?? 0) + 1;
    }
    const target = due.request.target;
    const next = waiting[target]!.shift();
    if (next !== undefined) connection.send(next);
    else idle[target]!.push(connection);
  };
  const connections = await Promise.all(
    targets.flatMap((target, index) =>
      Array.from({ length: job.connections }, async () => {
        const connection = await connect(target, onAnswer);
        idle[index]!.push(connection);
        return connection;
      }),
    ),
  );

  const rate = job.rate!;
  const start = now();
  const stopAt = start + job.seconds * 1000;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const at = Math.min(now(), stopAt);
      const due = Math.floor(((at - start) / 1000) * rate);
      for (; sent < due; sent++) {
        const request = requests[sent % requests.length]!;
        const next = { at: start + (sent / rate) * 1000, request };
        const connection = idle[request.target]!.pop();
        if (connection) connection.send(next);
        else waiting[request.target]!.push(next);
      }
      if (at >= stopAt) resolve();
      // A timer, not a busy loop: this process must leave the CPU to the server between ticks.
      else setTimeout(tick, 1);
    };
    tick();
  });
  // Answers still on their way are waited for (briefly), then counted as they are.
  const queued = () => waiting.reduce((sum, list) => sum + list.length, 0);
  const deadline = now() + 5000;
  while ((queued() || connections.some((c) => c.busy)) && now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const unanswered = queued() + connections.filter((c) => c.busy).length;
  for (const connection of connections) connection.close();
  return {
    ...summary(latencies, job.seconds, non2xx, unanswered),
    byLabel: Object.fromEntries(
      [...byLabel].map(([label, figures]) => [
        label,
        {
          ...latencySummary(figures.latencies, figures.non2xx),
          count: figures.latencies.length + figures.non2xx,
          statuses: figures.statuses,
        },
      ]),
    ),
  };
}

process.once('message', (job: LoadJob) => {
  (job.mode === 'max' ? maxRate(job) : paced(job))
    .then((result) => process.send!(result, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
