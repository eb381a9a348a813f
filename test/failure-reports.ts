// What a failed test leaves for whoever reads a busy CI machine's log (docs/testing.md, "When a
// test fails"): the text is printed at once and kept in tmp/test-failures/<suite>/, which .ci/run
// prints last, where the tail of its log shows it.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

type Suite = 'e2e' | 'server';

const folder = (suite: Suite) => path.resolve('tmp/test-failures', suite);

/** Forgets an earlier run's reports of this suite (its global setup calls it). */
export const clearFailureReports = (suite: Suite) => rm(folder(suite), { recursive: true, force: true });

/** Prints and keeps `body` as what was seen when `test` of `file` failed; returns the file written. */
export async function keepFailureReport(suite: Suite, file: string, test: string, body: string): Promise<string> {
  const dir = folder(suite);
  await mkdir(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(file, '.test.ts')}--${test.replace(/[^\w-]+/g, '-').slice(0, 80)}.txt`);
  const report = `${file} > ${test}\n${body}`;
  await writeFile(out, `${report}\n`);
  console.error(`What was seen when "${test}" failed (${path.relative(process.cwd(), out)}):\n${report}`);
  return out;
}
