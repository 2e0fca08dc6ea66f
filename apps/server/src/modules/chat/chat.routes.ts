import * as chatRoutes from '@aurum/shared/chat/chat-routes';
import * as memoryBankRoutes from '@aurum/shared/chat/memory-bank-routes';
import { at } from '../../platform/http/route-path';
import {
  chatMessageInputSchema,
  type ChatStreamEvent,
  proposalConfirmSchema,
} from '@aurum/shared/chat/chat-contract';
import { CHAT_ERROR_CODES, CHAT_TOASTS } from '@aurum/shared/chat/chat-texts';
import { memoryEntryInputSchema, memoryEntryUpdateSchema } from '@aurum/shared/chat/memory-bank';
import { VAULT_REQUEST_ERRORS } from '@aurum/shared/chat/vault-request';
import { vaultRequestDecisionSchema } from '@aurum/shared/chat/vault-request-contract';
import { SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { AppError, notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import type { AuditService } from '../auth/audit.service';
import type { AuthGuard } from '../auth/auth.api';
import type { ChatService } from './chat.service';
import { type MemoryBankService, notFoundEntry } from './memory-bank.service';

const BODY_LIMIT = 16 * 1024;
const CHAT_STREAM_TYPE = 'application/x-ndjson';

/** Spec 02 section 5: a sender who is not signed in gets 'Authentication Required'. */
function signedInGuard(guard: AuthGuard): AuthGuard {
  return async function chatGuard(this: FastifyInstance, request, reply) {
    if (!request.headers.authorization) {
      throw new AppError(CHAT_ERROR_CODES.authRequired, CHAT_TOASTS.authRequired, 401);
    }
    await guard.call(this, request, reply);
  };
}

/** Streams the reply as JSON lines once the message was admitted and stored. */
async function streamReply(
  reply: FastifyReply,
  started: Awaited<ReturnType<ChatService['begin']>>,
  onError: (error: unknown) => void,
) {
  const stream = new PassThrough();
  const write = (event: ChatStreamEvent) => stream.write(`${JSON.stringify(event)}\n`);
  write({ type: 'message', message: started.message });
  started
    .reply(write)
    .catch((error: unknown) => {
      onError(error);
      write({ type: 'error', code: 'GENERIC_ERROR', message: CHAT_TOASTS.messageFailed });
    })
    .finally(() => stream.end());
  return reply
    .status(201)
    .type(`${CHAT_STREAM_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .send(stream);
}

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes(CHAT_STREAM_TYPE);

/**
 * The chat API (PRODUCT.md: documented and stable): `GET /api/chat/messages` (the history),
 * `POST /api/chat/messages {message}` (the stored message and the reply, as JSON, or streamed as
 * JSON lines with `Accept: application/x-ndjson`), `POST /api/chat/proposals/:id/confirm`
 * (files the proposal), `POST /api/chat/vault-requests/:id/decision` (approves or declines opening
 * vault items, ADR 062), the memory bank under `/api/memory-bank`, and the assistant page's
 * security summary and capabilities.
 */
export function registerChatRoutes(
  app: FastifyInstance,
  deps: {
    chat: ChatService;
    memory: MemoryBankService;
    audit: AuditService;
    guard: AuthGuard;
    languageModel: boolean;
  },
) {
  const { chat, memory } = deps;
  const opts = { preHandler: signedInGuard(deps.guard), bodyLimit: BODY_LIMIT };
  const userOf = (request: FastifyRequest) => request.auth!.userId;

  app.get(at(app, chatRoutes.messages), opts, async (request) => ({
    messages: await chat.history(userOf(request)),
  }));

  app.post(
    at(app, chatRoutes.send),
    { ...opts, schema: { body: chatMessageInputSchema } },
    async (request, reply) => {
      const { message, request_id: requestId = null } = parseInput(
        chatMessageInputSchema,
        request.body,
        CHAT_ERROR_CODES.invalidInput,
      );
      if (!wantsStream(request))
        return reply.status(201).send(await chat.send(userOf(request), message, requestId));
      const started = await chat.begin(userOf(request), message, requestId);
      return streamReply(reply, started, (error) =>
        request.log.error({ err: error }, 'chat reply failed'),
      );
    },
  );

  app.post(
    at(app, chatRoutes.confirmProposal),
    { ...opts, schema: { body: proposalConfirmSchema } },
    async (request, reply) => {
      const id = pathId(request.params, () => notFound('Proposal not found'));
      const edits = parseInput(proposalConfirmSchema, request.body);
      return reply.status(201).send(await chat.confirm(userOf(request), id, edits));
    },
  );

  // ADR 062: the member's answer to a reply's request to open vault items (the reply's id).
  app.post(
    at(app, chatRoutes.decideVaultRequest),
    { ...opts, schema: { body: vaultRequestDecisionSchema } },
    async (request) => {
      const id = pathId(request.params, () => notFound(VAULT_REQUEST_ERRORS.notFound.message));
      const input = parseInput(vaultRequestDecisionSchema, request.body);
      return { vault_request: await chat.decideVaultRequest(userOf(request), id, input) };
    },
  );

  app.get(at(app, chatRoutes.security), opts, async (request) =>
    deps.audit.summary(userOf(request)),
  );

  app.get(at(app, chatRoutes.capabilities), opts, async () => ({
    language_model: deps.languageModel,
    service_types: SERVICE_TYPES.map(({ value, label }) => ({ value, label })),
  }));

  app.get(at(app, memoryBankRoutes.list), opts, async (request) => ({
    entries: await memory.list(userOf(request)),
  }));

  app.post(
    at(app, memoryBankRoutes.add),
    { ...opts, schema: { body: memoryEntryInputSchema } },
    async (request, reply) => {
      const input = parseInput(memoryEntryInputSchema, request.body);
      return reply.status(201).send(await memory.add(userOf(request), input));
    },
  );

  app.patch(
    at(app, memoryBankRoutes.edit),
    { ...opts, schema: { body: memoryEntryUpdateSchema } },
    async (request) => {
      const id = pathId(request.params, notFoundEntry);
      return memory.edit(userOf(request), id, parseInput(memoryEntryUpdateSchema, request.body));
    },
  );

  app.delete(at(app, memoryBankRoutes.remove), opts, async (request, reply) => {
    await memory.remove(userOf(request), pathId(request.params, notFoundEntry));
    return reply.status(204).send();
  });
}
