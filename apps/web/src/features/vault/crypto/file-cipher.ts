/**
 * Files are encrypted in fixed 1 MiB chunks as they are read, so a 50 MB scan never sits in memory
 * as one buffer or as base64. Each chunk is sealed on its own (fresh IV, tag) with the item id, the
 * chunk's index and whether it is the last bound as associated data: chunks cannot be reordered,
 * dropped or cut off at the end without the download failing. Every sealed chunk but the last is
 * exactly FILE_CHUNK_BYTES + 28 bytes, so the reader splits the stream without a length prefix.
 */
import { FILE_CHUNK_BYTES, FILE_CHUNK_OVERHEAD } from '@aurum/shared/vault/vault-rules';
import { openBytes, sealBytes } from './seal';

const SEALED_CHUNK_BYTES = FILE_CHUNK_BYTES + FILE_CHUNK_OVERHEAD;

const chunkContext = (itemId: string, index: number, last: boolean) =>
  `aurum-vault-file:${itemId}:${index}:${last ? 'last' : 'more'}`;

/** The file's encrypted bytes as a stream, read from the Blob one chunk at a time. */
export function encryptFile(
  vaultKey: CryptoKey,
  itemId: string,
  file: Blob,
): ReadableStream<Uint8Array> {
  const chunks = Math.max(1, Math.ceil(file.size / FILE_CHUNK_BYTES));
  let index = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (index >= chunks) {
          controller.close();
          return;
        }
        const start = index * FILE_CHUNK_BYTES;
        const plain = new Uint8Array(
          await file.slice(start, start + FILE_CHUNK_BYTES).arrayBuffer(),
        );
        const last = index === chunks - 1;
        controller.enqueue(await sealBytes(vaultKey, plain, chunkContext(itemId, index, last)));
        index += 1;
      },
    },
    { highWaterMark: 1 },
  );
}

/** Bytes received but not yet decrypted, joined only when a whole chunk is needed. */
class ByteQueue {
  private parts: Uint8Array[] = [];
  length = 0;

  push(bytes: Uint8Array) {
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  take(count: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const head = this.parts[0]!;
      const used = Math.min(head.length, count - filled);
      out.set(head.subarray(0, used), filled);
      filled += used;
      if (used === head.length) this.parts.shift();
      else this.parts[0] = head.subarray(used);
    }
    this.length -= count;
    return out;
  }
}

/** Decrypts a downloaded file stream; rejects on any tampering, reordering or truncation. */
export async function decryptFile(
  vaultKey: CryptoKey,
  itemId: string,
  sealed: ReadableStream<Uint8Array>,
  type = 'application/octet-stream',
): Promise<Blob> {
  const parts: BlobPart[] = [];
  const queue = new ByteQueue();
  const reader = sealed.getReader();
  let index = 0;
  const open = async (chunk: Uint8Array<ArrayBuffer>, last: boolean) => {
    parts.push(await openBytes(vaultKey, chunk, chunkContext(itemId, index, last)));
    index += 1;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (value) queue.push(value);
    // Keep one whole chunk back until more bytes arrive: only then is it known not to be the last.
    while (queue.length > SEALED_CHUNK_BYTES) await open(queue.take(SEALED_CHUNK_BYTES), false);
    if (done) break;
  }
  await open(queue.take(queue.length), true);
  return new Blob(parts, { type });
}
