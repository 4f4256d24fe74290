/**
 * The slot planner's cost (issue 13): 10,000 new rows over 500 profiles (20 each), planned the way a
 * publication plans them (one call per profile, each row seeing the ones before as taken, jitter on,
 * with 10 posts of the last day already taken per profile), against a plain sort of the same 10,000
 * times. Best of 5 after a warm-up; only the ratio means anything across machines.
 */
import { performance } from 'node:perf_hooks';
import { planSlots, seededRandom } from '@server/services/publishing/slot-planner';

const PROFILES = 500;
const ROWS_PER_PROFILE = 20;
const TAKEN_PER_PROFILE = 10;
const NOW = Date.UTC(2026, 10, 26, 7, 0);
const limits = { dailyCap: 15, minGapMinutes: 30, jitterMinutes: 10 };

function fixture() {
  const random = seededRandom(13);
  return Array.from({ length: PROFILES }, () =>
    Array.from({ length: TAKEN_PER_PROFILE }, () => NOW - Math.floor(random() * 24 * 60) * 60_000),
  );
}

const best = (runs: number[]) => Math.min(...runs);

export function slotPlanner() {
  const taken = fixture();
  const plan = () => {
    const random = seededRandom(7);
    let count = 0;
    for (const profile of taken) count += planSlots({ limits, taken: profile, earliest: NOW, random }, ROWS_PER_PROFILE).length;
    return count;
  };
  const times = taken.flatMap((profile) =>
    Array.from({ length: ROWS_PER_PROFILE }, (_, index) => profile[index % TAKEN_PER_PROFILE]! + index * 60_000),
  );
  const sort = () => [...times].sort((a, b) => a - b).length;

  plan();
  sort();
  const planRuns: number[] = [];
  const sortRuns: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    let start = performance.now();
    const rows = plan();
    planRuns.push(performance.now() - start);
    start = performance.now();
    sort();
    sortRuns.push(performance.now() - start);
    if (rows !== PROFILES * ROWS_PER_PROFILE) throw new Error(`planned ${rows} rows`);
  }
  const planMs = best(planRuns);
  const sortMs = best(sortRuns);
  return { rows: PROFILES * ROWS_PER_PROFILE, profiles: PROFILES, planMs, sortMs, ratio: planMs / sortMs };
}

export function printSlotPlanner(result: ReturnType<typeof slotPlanner>) {
  console.log(`\nSlot planner: ${result.rows.toLocaleString('en')} rows over ${result.profiles} profiles (best of 5)`);
  console.log(`  plain sort of the same ${result.rows} times        ${result.sortMs.toFixed(2)} ms`);
  console.log(`  planning them under cap, gap and jitter     ${result.planMs.toFixed(2)} ms`);
  console.log(`  ratio planner/sort                          ${result.ratio.toFixed(1)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printSlotPlanner(slotPlanner());
