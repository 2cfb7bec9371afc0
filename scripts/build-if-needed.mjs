// Runs `npm run build` when dist/ (or BUILD_DIR) is missing or older than any source it is built from.
import { execSync } from 'node:child_process';
import { buildIsFresh, builtAt } from './build-state.mjs';

if (!buildIsFresh()) {
  console.log(builtAt() ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
