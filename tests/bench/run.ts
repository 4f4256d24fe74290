/**
 * `npm run bench`: figures as ratios against a baseline measured in the same run.
 * Nothing here is asserted; the numbers are for the closing notes and for regressions.
 */
import { apiThroughput } from './api-throughput';
import { auditLog, printAuditLog } from './audit-log';
import { bulkAction, printBulkAction } from './bulk-action';
import { calendarWeek, printCalendarWeek } from './calendar-week';
import { healthBoard, printHealthBoard } from './health-board';
import { listScale, printListScale } from './list-scale';
import { loginBundle } from './login-bundle';
import { pgliteThread, printPgliteThread } from './pglite-thread';
import { printProfileImport, profileImport } from './profile-import';
import { pwaBudgets } from './pwa-budgets';
import { renderThroughput } from './render-throughput';
import { printRenderVariation, renderVariation } from './render-variation';
import { printS3Upload, s3Upload } from './s3-upload';
import { printSlotPlanner, slotPlanner } from './slot-planner';
import { printTusUpload, tusUpload } from './tus-upload';
import { uploadThroughput } from './upload-throughput';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const api = await apiThroughput();
console.log('\nAPI throughput (autocannon, loopback, 10 connections, PGlite)');
console.log(`  bare Fastify GET /            ${api.baseline.rps.toFixed(0)} req/s  p99 ${api.baseline.p99} ms`);
console.log(`  GET /api/users?page=1 (auth)  ${api.users.rps.toFixed(0)} req/s  p99 ${api.users.p99} ms`);
console.log(`  ratio users/bare              ${api.ratio.toFixed(3)}   (aim ≥ 0.25)`);
printPgliteThread(await pgliteThread());
printListScale(await listScale());
printHealthBoard(await healthBoard());
printCalendarWeek(await calendarWeek());
printSlotPlanner(slotPlanner());
printProfileImport(await profileImport());
printBulkAction(await bulkAction());
printAuditLog(await auditLog());

const bundle = await loginBundle();
console.log('\nJavaScript the login route loads (gzip -9)');
for (const file of bundle.files) console.log(`  ${file.pathname.padEnd(48)} ${kb(file.raw).padStart(9)} → ${kb(file.gzip)}`);
console.log(`  total                                            ${kb(bundle.gzipTotal)}   (aim ≤ 120 KB)`);
const upload = await uploadThroughput();
console.log(`\nPOST /api/photo-bg with a ${upload.sizeMiB} MiB video (best of 2, alternating)`);
console.log(`  bare Node server streaming the request to disk   ${upload.baselineMiBps.toFixed(0)} MiB/s`);
console.log(`  POST /api/photo-bg (multipart, checks, preview)  ${upload.uploadMiBps.toFixed(0)} MiB/s`);
console.log(`  ratio upload/bare                                ${upload.ratio.toFixed(2)}   (aim ≥ 0.7)`);
console.log(`  peak RSS growth during the upload                ${upload.rssGrowthMiB.toFixed(1)} MiB   (aim ≤ 64 MiB)`);
printTusUpload(await tusUpload());
printS3Upload(await s3Upload());
const render = await renderThroughput();
console.log('\nRendering (1080×1920 H.264 + AAC on a picture background)');
console.log(`  ffmpeg run directly, 15 s source                 ${render.directSeconds.toFixed(1)} s`);
console.log(`  the same variant through the job system          ${render.jobSeconds.toFixed(1)} s`);
console.log(`  ratio job/direct                                 ${render.ratio.toFixed(2)}   (aim ≤ 1.10)`);
console.log(`  4 s variants per minute, 1 worker                ${render.perMinuteOneWorker.toFixed(1)}`);
console.log(`  4 s variants per minute, 2 workers               ${render.perMinuteTwoWorkers.toFixed(1)}`);
printRenderVariation(await renderVariation());

const pwa = await pwaBudgets();
console.log('\nPWA: Lighthouse (desktop preset, Debian Chromium)        perf  a11y  best practices   (aim 95 / 100 / 100)');
for (const [name, score] of [
  ['/login', pwa.scores.login],
  ['/accounts/list (signed in)', pwa.scores.accounts],
] as const) {
  console.log(
    `  ${name.padEnd(54)} ${String(score.performance).padStart(4)}  ${String(score.accessibility).padStart(4)}  ${String(score.bestPractices).padStart(4)}`,
  );
  for (const audit of score.failing) console.log(`    failing: ${audit}`);
}
console.log(`\nPWA: precache ${pwa.precache.entries} entries, ${kb(pwa.precache.bytes)}   (aim ≤ 1024 KB)`);
console.log('PWA: JavaScript each top-level route loads, gzip -9, no service worker   (aim: /login ≤ 120 KB)');
for (const route of pwa.routes) console.log(`  ${route.route.padEnd(48)} ${kb(route.gzip)}`);
console.log('\nPWA: navigation → profiles list visible (median of 5)');
console.log(`  online, warm server, no persisted cache          ${pwa.timing.onlineMs.toFixed(0)} ms`);
console.log(`  offline, from the persisted cache                ${pwa.timing.offlineMs.toFixed(0)} ms`);
console.log(`  ratio offline/online                             ${pwa.timing.ratio.toFixed(2)}   (aim ≤ 1.0)`);
process.exit(0);
