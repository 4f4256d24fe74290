/**
 * `npm test`: every level of the suite, in two lanes that run side by side. Each lane runs its steps
 * one after another; a step's output is printed whole, under its name, when it ends (so the lanes
 * never interleave), and at the end a table gives each step's outcome, wall time and CPU time. A
 * failed step's last lines (where vitest lists its failures) are printed again just above the table,
 * so that a log cut to its end still says why.
 *
 * Why two lanes on a two-core machine: typecheck and ESLint are single-threaded, and the browser
 * walks (two files at a time, each on its own product) mostly wait on Chromium and the server, so
 * each leaves a core to the other lane. The browser walks are the longest step, so their lane starts
 * with them. The three integration passes use separate databases (PGlite in memory, a PostgreSQL
 * database per file, PGlite again with media in S3) and separate ports; the lanes are balanced by
 * wall time as measured on a clean clone, not by count.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  script: string;
}

interface Outcome {
  name: string;
  code: number;
  output: string;
  wallSeconds: number;
  cpuSeconds: number;
}

const LANES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'unit', script: 'test:unit' },
    { name: 'integration (PGlite)', script: 'test:integration' },
    { name: 'integration (S3)', script: 'test:integration:s3' },
  ],
  [
    { name: 'e2e', script: 'test:e2e' },
    { name: 'format', script: 'format:check' },
    { name: 'lint', script: 'lint' },
    { name: 'integration (PostgreSQL)', script: 'test:integration:pg' },
  ],
];

/** `times` prints the shell's own user and system time, then its children's: `0m12.345s 0m1.234s`. */
function cpuSecondsFrom(times: string): number {
  const children = times.trim().split('\n').at(-1) ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds), 0);
}

function runStep(step: Step): Promise<Outcome> {
  const started = Date.now();
  process.stdout.write(`▶ ${step.name}\n`);
  return new Promise((resolve) => {
    // Through a shell whose `times` (on a third pipe) tells the CPU time of the step's whole process tree.
    const child = spawn('sh', ['-c', `npm run --silent ${step.script}; code=$?; times >&3; exit $code`], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let times = '';
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (times += chunk.toString()));
    child.on('close', (code, signal) => {
      const wallSeconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n━━━ ${step.name} (${wallSeconds.toFixed(0)} s) ━━━\n`);
      process.stdout.write(Buffer.concat(chunks));
      const output = Buffer.concat(chunks).toString();
      resolve({ name: step.name, code: code ?? (signal ? 1 : 0), output, wallSeconds, cpuSeconds: cpuSecondsFrom(times) });
    });
  });
}

async function runLane(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await runStep(step));
  return outcomes;
}

const started = Date.now();
const outcomes = (await Promise.all(LANES.map(runLane))).flat();
const wall = (Date.now() - started) / 1000;
const cpu = outcomes.reduce((sum, outcome) => sum + outcome.cpuSeconds, 0);

const FAILURE_LINES = 150;
for (const outcome of outcomes.filter((each) => each.code !== 0)) {
  process.stdout.write(`\n━━━ FAILED: ${outcome.name}, its last ${FAILURE_LINES} lines ━━━\n`);
  process.stdout.write(`${outcome.output.trimEnd().split('\n').slice(-FAILURE_LINES).join('\n')}\n`);
}

process.stdout.write('\n━━━ summary (wall, CPU user+system) ━━━\n');
for (const outcome of outcomes) {
  const figures = `${outcome.wallSeconds.toFixed(0).padStart(5)} s ${outcome.cpuSeconds.toFixed(0).padStart(6)} s`;
  process.stdout.write(`${outcome.code === 0 ? 'ok    ' : 'FAILED'} ${outcome.name.padEnd(26)} ${figures}\n`);
}
process.stdout.write(`${'all'.padEnd(33)} ${wall.toFixed(0).padStart(5)} s ${cpu.toFixed(0).padStart(6)} s\n`);
process.exit(outcomes.every((outcome) => outcome.code === 0) ? 0 : 1);
