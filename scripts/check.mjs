#!/usr/bin/env node
/**
 * `npm run check`: the types, the lint, the unused code and the format, each tool as it would run alone,
 * two at a time (each of them uses one core; the machines this runs on have two). The slow pair first (the
 * type-check and the lint), then the quick one. Each tool's output is printed whole when it ends, under its
 * name; the check fails when any tool fails, after all have run.
 */
import { spawn } from 'node:child_process';

const ROUNDS = [
  [
    ['types', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'eslint', ['.']],
  ],
  [
    ['unused code', 'knip', []],
    ['format', 'prettier', ['--check', '.']],
  ],
];

/** Runs one tool from node_modules/.bin, its output kept; resolves with its exit code. */
function run([name, bin, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`== ${name} (${bin}): ${verdict} in ${seconds} s ==\n${output}`);
      resolve(code ?? 1);
    });
  });
}

let failed = false;
for (const round of ROUNDS) {
  const codes = await Promise.all(round.map(run));
  if (codes.some((code) => code !== 0)) failed = true;
}
process.exit(failed ? 1 : 0);
