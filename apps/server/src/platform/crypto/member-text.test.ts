import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openMemberText, sealMemberText } from './member-text';
import { SealedBox } from './sealed-box';

const box = () => new SealedBox(randomBytes(32).toString('base64'));
const medical = (rowId: string) => ({ table: 'medical_info', rowId });

describe('sealMemberText and openMemberText', () => {
  it('open what they sealed for the same row, and name the key that sealed it', () => {
    const key = box();
    const place = { table: 'journal_entries', rowId: randomUUID() };
    const sealed = sealMemberText(key, place, 'Slept badly before the board meeting');
    expect(sealed.sealedData).not.toContain('board meeting');
    expect(sealed.keyId).toBe(key.keyId);
    expect(openMemberText(key, place, sealed.sealedData)).toBe(
      'Slept badly before the board meeting',
    );
  });

  it('seal the same text differently each time', () => {
    const key = box();
    const place = medical(randomUUID());
    expect(sealMemberText(key, place, 'same').sealedData).not.toBe(
      sealMemberText(key, place, 'same').sealedData,
    );
  });

  it('refuse a value moved to another row, table or column, or opened with another key', () => {
    const key = box();
    const rowId = randomUUID();
    const { sealedData } = sealMemberText(key, { table: 'case_messages', rowId }, 'private');
    expect(() =>
      openMemberText(key, { table: 'case_messages', rowId: randomUUID() }, sealedData),
    ).toThrow();
    expect(() => openMemberText(key, { table: 'journal_entries', rowId }, sealedData)).toThrow();
    expect(() =>
      openMemberText(key, { table: 'case_messages', rowId, column: 'body' }, sealedData),
    ).toThrow();
    expect(() => openMemberText(box(), { table: 'case_messages', rowId }, sealedData)).toThrow();
  });

  it('refuse a tampered value', () => {
    const key = box();
    const place = medical(randomUUID());
    const [id, body] = sealMemberText(key, place, 'secret').sealedData.split(':');
    const bytes = Buffer.from(body!, 'base64');
    bytes[14] = bytes[14]! ^ 1;
    expect(() => openMemberText(key, place, `${id}:${bytes.toString('base64')}`)).toThrow();
  });

  it('open medical info sealed before the helper existed (ADR 006: medical_info:<userId>)', () => {
    const key = box();
    const userId = randomUUID();
    const stored = key.seal('{"allergies":["Penicillin"]}', `medical_info:${userId}`);
    expect(openMemberText(key, medical(userId), stored)).toBe('{"allergies":["Penicillin"]}');
    const sealed = sealMemberText(key, medical(userId), '{"bloodType":"O+"}').sealedData;
    expect(key.open(sealed, `medical_info:${userId}`)).toBe('{"bloodType":"O+"}');
  });
});
