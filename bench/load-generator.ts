/**
 * The load generator of the API benchmark, run in its own process (forked by
 * api-throughput.bench.ts) so that it never shares an event loop with the server it measures.
 *
 * - `max`: autocannon, closed loop (each connection sends its next request when the answer
 *   arrives): the highest rate the server sustains.
 * - `paced`: a constant request rate spread evenly over time (autocannon's own rate limit sends
 *   each second's requests in one burst). Latency counts from when a request was due, so a
 *   server that falls behind shows it (no coordinated omission).
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
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN;

function summary(latencies: number[], seconds: number, non2xx: number, errors: number) {
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: (latencies.length + non2xx) / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    non2xx,
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
  private dueAt = 0;
  busy = false;

  constructor(
    private socket: net.Socket,
    private request: Buffer,
    private onAnswer: (status: number, dueAt: number) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.read(chunk));
  }

  send(dueAt: number) {
    this.busy = true;
    this.dueAt = dueAt;
    this.socket.write(this.request);
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
      this.onAnswer(Number(head.slice(9, 12)), this.dueAt);
    }
  }
}

async function paced(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(job.headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');

  const latencies: number[] = [];
  let non2xx = 0;
  const waiting: number[] = [];
  const idle: Connection[] = [];
  const now = () => performance.now();
  const onAnswer = (connection: Connection) => (status: number, dueAt: number) => {
    if (status >= 200 && status < 300) latencies.push(now() - dueAt);
    else non2xx += 1;
    const next = waiting.shift();
    if (next !== undefined) connection.send(next);
    else idle.push(connection);
  };
  const connections = await Promise.all(
    Array.from({ length: job.connections }, async () => {
      const socket = net.connect(Number(url.port), url.hostname);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      const connection: Connection = new Connection(socket, request, (status, dueAt) =>
        onAnswer(connection)(status, dueAt),
      );
      return connection;
    }),
  );
  idle.push(...connections);

  const rate = job.rate!;
  const start = now();
  const stopAt = start + job.seconds * 1000;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const at = Math.min(now(), stopAt);
      const due = Math.floor(((at - start) / 1000) * rate);
      for (; sent < due; sent++) {
        const dueAt = start + (sent / rate) * 1000;
        const connection = idle.pop();
        if (connection) connection.send(dueAt);
        else waiting.push(dueAt);
      }
      if (at >= stopAt) resolve();
      // A timer, not a busy loop: this process must leave the CPU to the server between ticks.
      else setTimeout(tick, 1);
    };
    tick();
  });
  // Answers still on their way are waited for (briefly), then counted as they are.
  const deadline = now() + 5000;
  while ((waiting.length || connections.some((c) => c.busy)) && now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const unanswered = waiting.length + connections.filter((c) => c.busy).length;
  for (const connection of connections) connection.close();
  return summary(latencies, job.seconds, non2xx, unanswered);
}

process.once('message', (job: LoadJob) => {
  (job.mode === 'max' ? maxRate(job) : paced(job))
    .then((result) => process.send!(result, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
