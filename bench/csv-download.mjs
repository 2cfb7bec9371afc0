// The CSV export downloaded as a download tool would: a fresh process reading it through `node:http`, counting its
// lines as they come. The scale bench runs it once its answers are measured: read in the bench's own process, after
// fifty load runs, the same export came at 35,000 rows/s where alone it came at 78,000–82,000 (docs/benchmarks.md).
// Usage: node bench/csv-download.mjs <url> <cookie>; prints {status, newlines, seconds, text} as JSON.
import { get } from 'node:http';

const [url, cookie] = process.argv.slice(2);
const started = performance.now();
get(url, { headers: { cookie } }, async (res) => {
  let newlines = 0;
  let text = '';
  if (res.statusCode !== 200) for await (const chunk of res) text += String(chunk);
  else
    for await (const bytes of res) for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) newlines++;
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(JSON.stringify({ status: res.statusCode ?? 0, newlines, seconds, text: text.slice(0, 300) }));
}).on('error', (err) => {
  console.error(err);
  process.exit(1);
});
