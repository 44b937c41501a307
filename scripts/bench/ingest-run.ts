import { runIngest } from './ingest-bench';

// The measuring process of `npm run bench -- ingest`: prints its result as one line of JSON.
const [mastersDir = '', count = '200', concurrency = '1'] = process.argv.slice(2);
const result = await runIngest(mastersDir, Number(count), Number(concurrency));
console.log(JSON.stringify(result));
