/**
 * AES-GCM-256 with a fresh 12-byte IV prepended to the ciphertext (and its 16-byte tag), and a
 * context bound as associated data so a ciphertext cannot be moved to another item or field.
 */
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

const encoder = new TextEncoder();

export async function sealBytes(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  context: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    plain,
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return out;
}

/** Throws when the key, the context or any byte differs from what was sealed. */
export async function openBytes(
  key: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
  context: string,
): Promise<Uint8Array<ArrayBuffer>> {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('The ciphertext is too short.');
  const plain = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: sealed.subarray(0, IV_BYTES),
      additionalData: encoder.encode(context),
    },
    key,
    sealed.subarray(IV_BYTES),
  );
  return new Uint8Array(plain);
}
