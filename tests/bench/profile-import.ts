/**
 * The profile import at 10,000 rows (a CSV with a BOM and `;`, a third of the rows with TikTok access
 * and an Instagram password to seal, Cyrillic comments): the dry run and the apply through the API
 * (multipart, PGlite, read cache off) against a plain insert of the same rows in the same run (one
 * parameterised INSERT per row, 500 rows a transaction, no checks and no sealing). Time per 1,000
 * rows and the process's peak RSS growth during each (the app runs in this process), sampled every
 * 20 ms. Only the ratios mean anything across machines.
 */
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { multipart } from '../server/helpers/media-fixtures';
import { appOverSeeded, MiB } from './bench-kit';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const PASSWORD = 'bench-import-password';

interface Row {
  proxy: string;
  comments: string;
  tiktok: string;
  instagramLogin: string;
  instagramPassword: string;
}

const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  proxy: `http://user${i}:pass${i}@8.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}:3128`,
  comments: `Профіль Київ №${i + 1}`,
  tiktok: i % 3 === 0 ? `tiktok-token-${i}-abcdefghijklmnop` : '',
  instagramLogin: i % 3 === 0 ? `insta_${i}` : '',
  instagramPassword: i % 3 === 0 ? `insta-pass-${i}` : '',
}));

const csv = () =>
  Buffer.from(
    '\uFEFF' +
      ['Проксі;Коментар;TikTok;Доступи TikTok;Instagram;Логін Instagram;Пароль Instagram']
        .concat(
          rows.map((row) =>
            [
              row.proxy,
              row.comments,
              row.tiktok ? 'так' : 'ні',
              row.tiktok,
              row.tiktok ? 'так' : 'ні',
              row.instagramLogin,
              row.instagramPassword,
            ].join(';'),
          ),
        )
        .join('\r\n'),
    'utf8',
  );

/** Runs `work`, sampling RSS every 20 ms: its time and the peak growth over the RSS at its start. */
async function measured<T>(work: () => Promise<T>): Promise<{ ms: number; rssGrowthMiB: number; value: T }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const began = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { ms: performance.now() - began, rssGrowthMiB: (peak - start) / MiB, value };
  } finally {
    clearInterval(sampler);
  }
}

export async function profileImport() {
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await db.query("INSERT INTO users (login, password_hash, role) VALUES ('bench-admin', 'x', 'admin'), ('bench-user', 'x', 'user')");
  const [admin, user] = (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id')).map((row) => row.id) as [number, number];
  const served = await appOverSeeded(db, { admin, user }, PASSWORD, 'sp-bench-import-');
  try {
    const plain = await measured(async () => {
      for (let start = 0; start < rows.length; start += 500) {
        await db.transaction(async (tx) => {
          for (const row of rows.slice(start, start + 500)) {
            await tx.query(
              `INSERT INTO accounts (user_id, proxy, comments, in_tiktok, in_instagram, instagram_login) VALUES ($1, $2, $3, $4, $5, $6)`,
              [admin, row.proxy, row.comments, row.tiktok !== '', row.tiktok !== '', row.instagramLogin || null],
            );
          }
        });
      }
    });
    const file = csv();
    const headers = { authorization: `Bearer ${served.tokens.user}` };
    const send = async (url: string, fields: Array<[string, string]>) => {
      const body = await multipart([...fields, ['file', file, 'profiles.csv']]);
      const response = await served.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response.json() as { import?: { id: number }; result?: { created: number } };
    };
    const dryRun = await measured(() => send('/api/accounts/imports', [['key', 'comment']]));
    const id = dryRun.value.import!.id;
    const apply = await measured(() => send(`/api/accounts/imports/${id}/apply`, []));
    if (apply.value.result?.created !== ROWS) throw new Error(`created ${apply.value.result?.created} of ${ROWS}`);
    const perThousand = (ms: number) => (ms / ROWS) * 1000;
    return {
      rows: ROWS,
      fileMiB: file.length / MiB,
      plain: { msPer1000: perThousand(plain.ms), rssGrowthMiB: plain.rssGrowthMiB },
      dryRun: { msPer1000: perThousand(dryRun.ms), rssGrowthMiB: dryRun.rssGrowthMiB },
      apply: { msPer1000: perThousand(apply.ms), rssGrowthMiB: apply.rssGrowthMiB },
    };
  } finally {
    await served.close();
  }
}

export function printProfileImport(result: Awaited<ReturnType<typeof profileImport>>) {
  const line = (name: string, figure: { msPer1000: number; rssGrowthMiB: number }) =>
    console.log(
      `  ${name.padEnd(44)} ${figure.msPer1000.toFixed(0).padStart(6)} ms / 1,000 rows  ratio ${(figure.msPer1000 / result.plain.msPer1000).toFixed(1).padStart(5)}` +
        `  peak RSS +${figure.rssGrowthMiB.toFixed(1)} MiB`,
    );
  console.log(`\nProfile import: ${result.rows.toLocaleString('en')} rows, CSV ${result.fileMiB.toFixed(1)} MiB (PGlite)`);
  line('plain INSERT per row, 500 a transaction', result.plain);
  line('dry run (POST /api/accounts/imports)', result.dryRun);
  line('apply (POST …/imports/{id}/apply)', result.apply);
}

if (import.meta.url === `file://${process.argv[1]}`) printProfileImport(await profileImport());
