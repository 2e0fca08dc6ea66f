import { detectLanguage, glossToEnglish } from '../../modules/chat/engine/language/language';
import { trainReaders } from '../../modules/chat/engine/learned/learned-readers';
import { best } from '../../modules/chat/engine/learned/naive-bayes';
import { trainingRows } from '../../modules/chat/engine/learned/training-rows';

const rows = trainingRows();
for (const held of [1, 2, 3, 4]) {
  const t0 = performance.now();
  const readers = trainReaders(rows.filter((r) => r.s !== held));
  const ms = performance.now() - t0;
  const test = rows.filter((r) => r.s === held);
  let kindRight = 0,
    actRight = 0,
    acts = 0,
    svcRight = 0,
    svcs = 0,
    topRight = 0,
    tops = 0;
  const confusion: Record<string, number> = {};
  for (const r of test) {
    const f = readers.features(glossToEnglish(r.t, detectLanguage(r.t)), r.t, r.o === 1);
    const [k] = best(readers.kind(f));
    if (k === r.k) kindRight++;
    else confusion[`${r.k}->${k}`] = (confusion[`${r.k}->${k}`] ?? 0) + 1;
    if (r.a) {
      acts++;
      if (readers.action(f)[0] === r.a) actRight++;
    }
    if (r.y) {
      svcs++;
      if (readers.service(f)[0] === r.y) svcRight++;
    }
    if (r.q) {
      tops++;
      const got = readers
        .topics(f)
        .filter(([, p]) => p >= 0.5)
        .map(([t]) => t);
      if (got.length === r.q.length && r.q.every((t) => got.includes(t as never))) topRight++;
    }
  }
  console.log(
    `held ${held}: kind ${((100 * kindRight) / test.length).toFixed(1)}% (${test.length}), action ${((100 * actRight) / acts).toFixed(1)}%, service ${((100 * svcRight) / svcs).toFixed(1)}% (${svcs}), topics ${((100 * topRight) / tops).toFixed(1)}% (${tops}); train ${ms.toFixed(0)} ms`,
  );
  console.log(
    '  ',
    Object.entries(confusion)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
}
