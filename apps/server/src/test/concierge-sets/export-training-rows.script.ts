import { writeFileSync } from 'node:fs';
import { trainingRowsFromSets } from './training-rows';

/** Writes the labelled rows the engine's learned readers train on (ADR 079). */
const target = new URL('../../modules/chat/engine/learned/training-rows.json', import.meta.url);
const rows = trainingRowsFromSets();
writeFileSync(target, `${JSON.stringify(rows, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.info(`${rows.length} rows -> ${target.pathname}`);
