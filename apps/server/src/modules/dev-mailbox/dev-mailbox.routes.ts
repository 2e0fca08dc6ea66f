import * as devMailboxRoutes from '@aurum/shared/dev-mailbox/dev-mailbox-routes';
import { at } from '../../platform/http/route-path';
import { mailboxAttachmentParamsSchema } from '@aurum/shared/dev-mailbox/mailbox-contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import type { DevMailboxService } from './dev-mailbox.service';

/** Every e-mail Aurum wrote, newest first, and the files sent with them; only outside production. */
export function registerDevMailboxRoutes(app: FastifyInstance, mailbox: DevMailboxService) {
  app.get(at(app, devMailboxRoutes.mailbox), async () => mailbox.latest());

  app.get(at(app, devMailboxRoutes.textMessages), async () => mailbox.messages());

  app.get('/api/dev/mailbox/:id/attachments/:index', async (request, reply) => {
    const params = mailboxAttachmentParamsSchema.safeParse(request.params);
    const file = params.success
      ? await mailbox.attachment(params.data.id, params.data.index)
      : null;
    if (!file) throw notFound('Attachment not found');
    const safeName = file.filename.replace(/[^\w.-]/g, '_');
    return reply
      .header('content-type', `${file.contentType}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${safeName}"`)
      .send(file.content);
  });
}
