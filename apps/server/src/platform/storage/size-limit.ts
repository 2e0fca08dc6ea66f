import { Transform } from 'node:stream';
import { tooLarge } from './file-storage';

/** Passes bytes through and fails with 413 as soon as more than `maxBytes` went by. */
export function sizeLimit(maxBytes: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(tooLarge());
      else done(null, chunk);
    },
  });
  return { counter, bytes: () => seen };
}
