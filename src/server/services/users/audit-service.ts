import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { auditActionLabels, auditEntityLabels, auditMessages } from '@shared/messages/audit';
import type { AuditEntry, AuditFilter, AuditPage, AuditQuery } from '@shared/schemas/audit';
import type { Database } from '@server/db/database';
import { auditEntries, auditPage, auditUserOptions } from './audit-queries';
import type { AuditRepository } from './audit-repository';

const DAY_MS = 86_400_000;
const BOM = '\uFEFF';
const CSV_HEADER = ['Час (Київ)', 'Користувач', 'ID користувача', 'IP-адреса', 'User-Agent', 'Дія', 'Обʼєкт', 'ID обʼєкта', 'Зміни'];

const kyivTime = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Who an entry names: the login, else the system or a request without sign-in. */
export const actorLabel = (entry: AuditEntry) =>
  entry.actorLogin ?? (entry.actorKind === 'system' ? auditMessages.auditSystemActor : auditMessages.auditAnonymousActor);

const entityLabel = (type: string) => auditEntityLabels[type as keyof typeof auditEntityLabels] ?? type;

const changeLine = ({ field, before, after }: AuditEntry['changes'][number]) => `${field}: ${before ?? '—'} → ${after ?? '—'}`;

const csvRow = (entry: AuditEntry) => [
  kyivTime.format(new Date(entry.at)),
  actorLabel(entry),
  entry.actorId === null ? '' : String(entry.actorId),
  entry.ip ?? '',
  entry.userAgent ?? '',
  auditActionLabels[entry.action],
  entityLabel(entry.entityType),
  entry.entityId ?? '',
  entry.changes.map(changeLine).join('\n'),
];

const csvLines = (rows: string[][]) => Papa.unparse(rows, { delimiter: ';', newline: '\r\n', quotes: true }) + '\r\n';

/** 'Журнал дій': its pages, its CSV export and its retention. */
export class AuditService {
  constructor(
    private readonly db: Database,
    private readonly entries: AuditRepository,
    private readonly retentionDays: number,
  ) {}

  page(query: AuditQuery): Promise<AuditPage> {
    const { cursor, ...filter } = query;
    return auditPage(this.db, filter, cursor);
  }

  users() {
    return auditUserOptions(this.db);
  }

  /**
   * The entries under `filter` as CSV (UTF-8 with BOM, `;`, as Excel of a Ukrainian locale opens it),
   * streamed a batch at a time: memory stays flat whatever the number of entries.
   */
  exportCsv(filter: AuditFilter): Readable {
    const db = this.db;
    return Readable.from(
      (async function* () {
        yield BOM + csvLines([CSV_HEADER]);
        for await (const batch of auditEntries(db, filter)) yield csvLines(batch.map(csvRow));
      })(),
    );
  }

  /** Deletes the entries older than the retention at `now`; answers how many. */
  sweep(now: Date): Promise<number> {
    return this.entries.deleteBefore(new Date(now.getTime() - this.retentionDays * DAY_MS));
  }
}
