/** `npm run facts`: every figure of src/facts.ts with its source and the date it was read, oldest first, so an owner sees what to check again. */
import * as facts from '../../src/facts.ts';
import { factsOlderThanAYear, listFacts } from '../../src/facts-by-name.ts';
import { optionsOrExit } from '../pipeline/script-options.ts';

optionsOrExit('npm run facts', {}, process.argv.slice(2));

const listed = listFacts(facts);
const today = new Date().toISOString().slice(0, 10);
const old = new Set(factsOlderThanAYear(listed, today));
for (const fact of listed) console.log(`${fact.asOf}${old.has(fact) ? ' (over a year ago)' : ''}  ${fact.name} = ${JSON.stringify(fact.value)}\n            ${fact.source}`);
console.log(`\n${listed.length} figures; ${old.size} read more than a year ago. Check each at its source, then change its value and date in src/facts.ts: every page that shows it follows.`);
