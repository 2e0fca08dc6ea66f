import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next chat completion. */
export type FakeAnswer =
  | {
      kind: 'stream';
      text?: readonly string[];
      toolCall?: { name: string; arguments: readonly string[] };
    }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'status'; status: number };

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'aurum-test',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const part of request) text += String(part);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A fake OpenAI-compatible chat API on loopback for the assistant's tests: it streams text and
 * tool calls in pieces as the real ones do, or answers slowly, or fails, as told.
 */
export async function startFakeOpenAi() {
  const answers: FakeAnswer[] = [];
  const requests: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      requests.push(await bodyOf(request));
      const answer = answers.shift() ?? { kind: 'stream', text: ['Certainly.'] };
      if (answer.kind === 'status') {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }),
        );
        return;
      }
      if (answer.kind === 'slow') {
        const timer = setTimeout(() => response.writeHead(200).end(), answer.delayMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      for (const piece of answer.text ?? []) response.write(chunk({ content: piece }));
      if (answer.toolCall) {
        const { name, arguments: pieces } = answer.toolCall;
        response.write(
          chunk({
            tool_calls: [
              { index: 0, id: 'call_1', type: 'function', function: { name, arguments: '' } },
            ],
          }),
        );
        for (const piece of pieces) {
          response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
        }
      }
      response.write(chunk({}, answer.toolCall ? 'tool_calls' : 'stop'));
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** Queues how the next requests are answered, in order. */
    answerWith: (...next: FakeAnswer[]) => answers.push(...next),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback address nothing listens on: connections are refused. */
export async function refusedUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

/** The settings that point Aurum at a (fake) language model, with its time-out in milliseconds. */
export const modelEnv = (baseUrl: string, timeoutMs = 1000) => ({
  AI_BASE_URL: baseUrl,
  AI_MODEL: 'aurum-test',
  AI_API_KEY: 'sk-test',
  AI_TIMEOUT_MS: String(timeoutMs),
});
