import { createCipheriv, createHmac, pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { MIN_KDF_ITERATIONS, sealedFileSize } from '@aurum/shared/vault/vault-contract';
import { bearer } from '../../test/auth-fixtures';
import { onboardedMember } from '../../test/chat-fixtures';
import { payInSandbox } from '../../test/membership-fixtures';
import { fileRequest } from '../../test/request-fixtures';
import type { TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];

/** The vault password of every test member (the README's recipe opens the export with it). */
export const VAULT_PASSWORD = 'Blue-Heron-Vault-19!';

/** AES-256-GCM as the browser's vault seals (ADR 020): IV first, tag last. */
function seal(key: Buffer, plain: Buffer, context: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function call(t: TestApp, session: Session, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(session),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function expectStatus(res: Promise<{ statusCode: number; body: string }>, status: number) {
  const done = await res;
  if (done.statusCode !== status) throw new Error(`${done.statusCode} ${done.body}`);
  return done;
}

/**
 * A member with data in most areas: onboarding (medical info), a request, a calendar event, a
 * memory, a capsule, a journal entry and a check-in, a Life OS goal and routine, a vault with a note and a stored file, and a
 * sandbox payment. `label` marks their texts so another member's export can be searched for it.
 */
export async function memberWithData(t: TestApp, label: string) {
  const member = await onboardedMember(t);
  const { session } = member;
  const request = await fileRequest(t, session, {
    description: `Airport pickup ${label}`,
    location: `12 ${label} Road, Cape Town`,
  });
  await expectStatus(
    call(t, session, 'POST', '/api/calendar/events', {
      title: `Dinner ${label}`,
      date: '2031-02-04',
      time: '19:30',
      place: 'Franschhoek',
    }),
    201,
  );
  await expectStatus(
    call(t, session, 'POST', '/api/memory-bank', {
      category: 'travel',
      preference_key: 'Seat',
      preference_value: `Window ${label}`,
    }),
    201,
  );
  await expectStatus(
    call(t, session, 'POST', '/api/legacy-capsules', {
      capsuleType: 'letter',
      title: `Letter ${label}`,
      recipientName: 'Lerato',
      recipientEmail: `lerato.${label.toLowerCase()}@example.co.za`,
      content: `Dear Lerato ${label}`,
      releaseDate: '2031-12-01',
    }),
    201,
  );
  await expectStatus(
    call(t, session, 'POST', '/api/journal/entries', { content: `Dear journal ${label}` }),
    201,
  );
  await expectStatus(
    call(t, session, 'POST', '/api/mood/check-ins', { mood: 7, activities: ['family'] }),
    201,
  );
  await expectStatus(
    call(t, session, 'POST', '/api/life-os/goals', {
      title: `Goal ${label}`,
      type: 'fitness',
      target_value: 10,
    }),
    201,
  );
  const routine = await expectStatus(
    call(t, session, 'POST', '/api/life-os/routines', { name: `Routine ${label}` }),
    201,
  );
  await expectStatus(
    call(t, session, 'POST', `/api/life-os/routines/${JSON.parse(routine.body).id}/completion`),
    200,
  );
  // Life OS: a persona, and a reset whose away note runs.
  await expectStatus(call(t, session, 'POST', '/api/personas/rest/activation'), 200);
  const reset = await call(t, session, 'POST', '/api/reset/sessions', {});
  await expectStatus(
    call(t, session, 'POST', `/api/reset/sessions/${reset.json().id}/actions/auto_replies`),
    200,
  );
  const vaultKey = randomBytes(32);
  const salt = randomBytes(16);
  const passwordKey = pbkdf2Sync(VAULT_PASSWORD, salt, MIN_KDF_ITERATIONS, 32, 'sha256');
  await expectStatus(
    call(t, session, 'PUT', '/api/vault/keys', {
      kdf: 'PBKDF2-SHA256',
      iterations: MIN_KDF_ITERATIONS,
      salt: salt.toString('base64'),
      wrappedKey: seal(passwordKey, vaultKey, 'aurum-vault-key').toString('base64'),
      verifier: seal(
        vaultKey,
        Buffer.from('Aurum vault verifier v1'),
        'aurum-vault-verifier',
      ).toString('base64'),
      keyProof: createHmac('sha256', vaultKey).update('aurum-vault-key-proof').digest('base64'),
    }),
    201,
  );
  const itemId = randomUUID();
  const text = (field: string, value: string) =>
    seal(vaultKey, Buffer.from(value), `aurum-vault-item:${itemId}:${field}`).toString('base64');
  const plain = Buffer.from(`passport ${label}`);
  await expectStatus(
    call(t, session, 'POST', '/api/vault/items', {
      id: itemId,
      itemType: 'document',
      category: 'passport',
      accessLevel: 1,
      title: text('title', `Passport ${label}`),
      description: null,
      content: null,
      tags: null,
      fileName: text('fileName', 'passport.pdf'),
      file: { size: plain.length, extension: '.pdf' },
    }),
    201,
  );
  const sealedFile = seal(vaultKey, plain, `aurum-vault-file:${itemId}:0:last`);
  if (sealedFile.length !== sealedFileSize(plain.length)) throw new Error('bad sealed size');
  await expectStatus(
    t.app.inject({
      method: 'PUT',
      url: `/api/vault/items/${itemId}/file`,
      headers: { ...bearer(session), 'content-type': 'application/octet-stream' },
      payload: sealedFile,
    }),
    204,
  );
  const payment = await payInSandbox(t, session, 'platinum');
  return { ...member, requestId: request.request.id, itemId, reference: payment.reference };
}
