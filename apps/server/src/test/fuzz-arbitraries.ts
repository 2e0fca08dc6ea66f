import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/**
 * Generators of hostile requests for the fuzzing suite (ADR 075): bodies, query strings, path
 * parameters and headers, from fast-check. Field names come from the shared contracts, so the
 * generated bodies reach the validation of real fields without a list kept by hand.
 */

const SHARED = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/shared/src',
);

/** Every object key written in the shared package's contracts and rules (e.g. `preferred_date`). */
function contractKeys(): string[] {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const [, key] of readFileSync(file, 'utf8').matchAll(
          /^\s{2,}([a-z_]\w{1,40})\??:/gm,
        )) {
          keys.add(key!);
        }
      }
    }
  };
  walk(SHARED);
  return [...keys].sort();
}

const KEYS = contractKeys();
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Long text around the limits fields and bodies keep (a few hundred to a few thousand). */
function longText() {
  return fc
    .tuple(
      fc.constantFrom(51, 101, 201, 256, 501, 1001, 2001, 2049, 4001, 5001, 10_001, 60_000),
      fc.constantFrom('a', 'é', '😀', 'a '),
    )
    .map(([n, unit]) => unit.repeat(n));
}

/** Text no field expects: control characters, lone surrogates, direction marks, huge, empty. */
const oddText = fc.oneof(
  fc.string({ maxLength: 120, size: 'medium' }),
  fc.string({ unit: 'binary', maxLength: 120, size: 'medium' }),
  fc.string({ unit: 'grapheme', maxLength: 120, size: 'medium' }),
  { weight: 2, arbitrary: longText() },
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202eنا😀',
    '__proto__',
    '2026-02-30',
    '2026-13-45',
    '25:99',
    '-1',
    '1e309',
    'NaN',
    'null',
    '00000000-0000-0000-0000-000000000000',
    '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
  ),
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, -0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 0.1),
);

const leaf = fc.oneof(oddText, oddNumber, fc.boolean(), fc.constant(null));

/** A JSON value of any shape: the leaves above, in lists and objects up to a few levels. */
const oddValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS, ...PROTO_KEYS), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** JSON text of an object, written by hand so `__proto__` stays an own key of the text. */
const objectText = fc
  .array(fc.tuple(fieldName, oddValue), { maxLength: 8 })
  .map(
    (fields) =>
      `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
  );

const brokenJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}{',
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  '{"a":'.repeat(200) + '1' + '}'.repeat(200),
  '[' + '1,'.repeat(10_000) + '1]',
);

/**
 * A body the route accepts with one to three fields changed to odd values (or dropped), so the
 * case passes most of the validation and reaches the service and the database.
 */
export function mutatedBody(valid: object) {
  const own = Object.keys(valid);
  const change = fc.tuple(
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, fieldName),
    fc.oneof(
      { weight: 3, arbitrary: oddText },
      { weight: 1, arbitrary: oddNumber },
      { weight: 1, arbitrary: oddValue },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  );
  const changes = fc.oneof(
    { weight: 3, arbitrary: change.map((one) => [one]) },
    fc.array(change, { minLength: 2, maxLength: 3 }),
  );
  return changes.map((changes) => {
    const fields: [string, unknown][] = Object.entries(valid);
    for (const [key, value] of changes) {
      const at = fields.findIndex(([name]) => name === key);
      if (at >= 0) fields.splice(at, 1);
      if (value !== undefined) fields.push([key, value]);
    }
    return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
  });
}

export const body = fc.oneof(
  { weight: 6, arbitrary: objectText },
  { weight: 2, arbitrary: oddValue.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 2, arbitrary: brokenJson },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/vnd.api+json',
      '',
    ),
  },
);

/** A value as it appears in an address: encoded odd text, or escapes that decode to nothing. */
const inAddress = fc.oneof(
  { weight: 4, arbitrary: oddText.map((text) => encodeURIComponent(toWellFormed(text))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%ED%A0%80',
      '%E0%A4%A',
      '%',
      '%%',
      '%C0%AF',
      '..%2F..',
    ),
  },
);

/** Path parameter values (never empty: an empty segment is another route). */
export const pathValue = inAddress.filter((value) => value.length > 0 && value.length < 2000);

/** Query strings: known and unknown keys, some repeated or with `[]`, with odd values. */
export const query = fc
  .array(
    fc.tuple(
      fieldName.map((key) => encodeURIComponent(toWellFormed(key))),
      inAddress,
      fc.boolean(),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v, list]) => `${k}${list ? '[]' : ''}=${v}`).join('&'));

const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 200 });

/** Headers a client could send; `authorization` is the caller's unless replaced with junk. */
export const headers = fc.record(
  {
    authorization: fc.constantFrom('Bearer x', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', '', 'Bearer '),
    accept: fc.constantFrom('*/*', 'text/html', 'text/event-stream', 'application/xml'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*', 'zstd'),
    'accept-language': headerText,
    cookie: headerText,
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'ftp', ''),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'unknown', '999.1.1.1, 1.1.1.1'),
    'x-request-id': headerText,
    'if-none-match': headerText,
    origin: fc.constantFrom('https://evil.example', 'null', 'http://aurum.test'),
    'user-agent': headerText,
  },
  { requiredKeys: [] },
);

/** Text that can be encoded into an address (lone surrogates replaced). */
function toWellFormed(text: string) {
  return text.replace(/[\ud800-\udfff]/g, (c, i: number) => {
    const code = c.charCodeAt(0);
    const next = text.charCodeAt(i + 1);
    const prev = text.charCodeAt(i - 1);
    const paired =
      (code < 0xdc00 && next >= 0xdc00 && next <= 0xdfff) ||
      (code >= 0xdc00 && prev >= 0xd800 && prev < 0xdc00);
    return paired ? c : '\ufffd';
  });
}
