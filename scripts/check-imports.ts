import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFile } from './import-rules';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const problems = sourceFiles('src').flatMap((file) => checkFile(file, readFileSync(file, 'utf8')));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import boundary violation(s).`);
  process.exit(1);
}
console.log('Import boundaries: ok.');
