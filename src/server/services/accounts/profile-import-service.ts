import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { labelKey } from '@shared/lib/labels';
import { type ParsedProxy, parseProxy, proxyEndpoint } from '@shared/lib/proxy';
import type { ImportCounts, ImportKey, ImportPreview, ImportProgress, ImportRow } from '@shared/schemas/account-imports';
import { type AccountForm, accountFormSchema, NO_STORED_SECRETS, type StoredSecrets } from '@shared/schemas/accounts';
import type { SessionUser } from '@shared/schemas/auth';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { importMessages, messages } from '@server/messages';
import { ownerScope } from '../common/ownership';
import type { AccountChanges, AccountRepository, AccountRow, NewAccount } from './account-repository';
import { storedSecrets } from './account-repository';
import type { AccountService } from './account-service';
import { type ColumnKey, exportCells, headerOf, mapHeader, readRow, type RowCells } from './profile-columns';
import { groupsByName, exportedProfiles } from './profile-import-queries';
import { type ProfileImportRepository, type StoredImport, toProgress } from './profile-import-repository';
import { readSheet, type SheetFormat, type SheetRow, writeSheet } from './profile-sheet';

/** Rows written in one transaction: a failure loses at most one chunk's work, which the next apply redoes. */
export const IMPORT_CHUNK_ROWS = 500;

type Columns = Map<ColumnKey, { index: number; header: string }>;

/** A row checked against the database as it is now: what it would do, and (when applying) the writes that do it. */
interface PlannedRow {
  preview: ImportRow;
  create?: NewAccount;
  update?: { row: AccountRow; changes: AccountChanges };
  ownerId: number;
  /** undefined: the file has no group column (keep); '': no group; else the group's name in the owner's groups. */
  group: string | undefined;
}

interface ReadFile {
  sha256: string;
  columns: Columns;
  rows: SheetRow[];
  /** Row line → the line of the earlier row with the same key (the later one is refused). */
  duplicates: Map<number, number>;
}

const PLATFORMS = [
  ['inYouTube', 'YouTube'],
  ['inTikTok', 'TikTok'],
  ['inInstagram', 'Instagram'],
] as const;

const emptyCounts = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0, refused: 0 });
const countOf = (action: ImportRow['action']): keyof ImportCounts =>
  action === 'create' ? 'created' : action === 'update' ? 'updated' : action === 'unchanged' ? 'unchanged' : 'refused';

/**
 * Profile import and export. A file (CSV or XLSX, parsed by papaparse or exceljs) is checked row by
 * row with the profile form's schema and the account service's proxy rules (a dry run), then applied
 * in chunks of IMPORT_CHUNK_ROWS, each in one transaction that also advances the import's progress.
 * The import is identified by its owner, the file's SHA-256, the key and the group option: the same
 * file sent again is the same import, so a done one answers its result and creates nothing twice.
 * Secrets are sealed by the account service as a form's are and never leave it.
 */
export class ProfileImportService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly profiles: AccountService,
    private readonly imports: ProfileImportRepository,
  ) {}

  template(format: SheetFormat): Promise<Buffer> {
    return writeSheet(format, [], true);
  }

  /** What the list shows for this search and label filter (own profiles; all for an admin), in the template's columns, without secrets. */
  async export(user: SessionUser, format: SheetFormat, q: string, labels?: string[]): Promise<Buffer> {
    const rows = await exportedProfiles(this.db, ownerScope(user), q, labels);
    return writeSheet(format, rows.map(exportCells), false);
  }

  /** The dry run: every row checked as applying it now would; the import it becomes (the same one for the same file). */
  async dryRun(user: SessionUser, bytes: Buffer, key: ImportKey, createGroups: boolean): Promise<ImportPreview> {
    const file = await this.read(bytes, key);
    const stored = await this.imports.upsert(user.id, file.sha256, key, createGroups, file.rows.length);
    const counts = emptyCounts();
    const rows: ImportRow[] = [];
    const groups = new ImportLookups(this.db, this.imports, createGroups);
    for (let start = 0; start < file.rows.length; start += IMPORT_CHUNK_ROWS) {
      const planned = await this.plan(user, file, start, key, groups, false);
      for (const row of planned) {
        counts[countOf(row.preview.action)] += 1;
        rows.push(row.preview);
      }
    }
    return { import: toProgress(stored), counts, rows };
  }

  async progress(user: SessionUser, id: number): Promise<ImportProgress> {
    return toProgress(await this.owned(user, id));
  }

  /**
   * Applies a checked import with its file sent again (it must be the file the dry run checked). Each
   * chunk is re-checked against the database as it then is and written in one transaction with the
   * import's progress; a done import answers its result without writing anything.
   */
  async apply(user: SessionUser, id: number, bytes: Buffer): Promise<ImportProgress> {
    const record = await this.owned(user, id);
    const file = await this.read(bytes, record.matched_by);
    if (file.sha256 !== record.file_sha256) throw new HttpError(409, importMessages.importFileChanged);
    if (record.status === 'done') return toProgress(record);
    const claimed = await this.imports.claim(id);
    if (!claimed) throw new HttpError(409, importMessages.importRunning);
    const groups = new ImportLookups(this.db, this.imports, claimed.create_groups);
    for (let start = claimed.processed_rows; start < file.rows.length; start += IMPORT_CHUNK_ROWS) {
      const planned = await this.plan(user, file, start, claimed.matched_by, groups, true);
      await this.db.transaction(async (tx) => {
        const counts = emptyCounts();
        for (const row of planned) {
          counts[countOf(row.preview.action)] += 1;
          await this.write(tx, row, groups);
        }
        await this.imports.advance(tx, id, Math.min(start + IMPORT_CHUNK_ROWS, file.rows.length), counts);
      });
    }
    return toProgress(await this.imports.finish(id));
  }

  private async owned(user: SessionUser, id: number): Promise<StoredImport> {
    const record = await this.imports.find(user.id, id);
    if (!record) throw new HttpError(404, importMessages.importNotFound);
    return record;
  }

  /** The file's header and rows, its hash, and which rows repeat an earlier row's key. */
  private async read(bytes: Buffer, key: ImportKey): Promise<ReadFile> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const [header, ...rows] = await readSheet(bytes);
    if (!header || rows.length === 0) throw new HttpError(400, importMessages.importEmpty);
    const mapping = mapHeader(header.cells);
    if (!mapping.ok) throw new HttpError(400, mapping.message);
    const keyColumn = mapping.columns.get(key === 'id' ? 'id' : 'comments');
    const duplicates = new Map<number, number>();
    if (keyColumn) {
      const first = new Map<string, number>();
      for (const row of rows) {
        const value = (row.cells[keyColumn.index] ?? '').trim();
        if (value === '') continue;
        const earlier = first.get(value);
        if (earlier === undefined) first.set(value, row.line);
        else duplicates.set(row.line, earlier);
      }
    }
    return { sha256, columns: mapping.columns, rows, duplicates };
  }

  /** Checks one chunk of rows against the profiles and groups as they are now; `seal` also builds the writes. */
  private async plan(
    user: SessionUser,
    file: ReadFile,
    start: number,
    key: ImportKey,
    groups: ImportLookups,
    seal: boolean,
  ): Promise<PlannedRow[]> {
    const chunk = file.rows
      .slice(start, start + IMPORT_CHUNK_ROWS)
      .map((row) => ({ line: row.line, cells: readRow(row.cells, file.columns) }));
    const matches = await this.matches(user, chunk, key);
    const owners = new Set<number>([user.id, ...[...matches.values()].flatMap((rows) => rows.map((row) => row.user_id))]);
    await groups.load([...owners]);
    const planned: PlannedRow[] = [];
    for (const { line, cells } of chunk) planned.push(await this.planRow(user, file, line, cells, key, matches, groups, seal));
    return planned;
  }

  /** The stored profiles the chunk's keys find, by key value. */
  private async matches(user: SessionUser, chunk: Array<{ cells: RowCells }>, key: ImportKey): Promise<Map<string, AccountRow[]>> {
    const found = new Map<string, AccountRow[]>();
    if (key === 'id') {
      const ids = chunk.map(({ cells }) => cells.id).filter((id) => /^\d{1,9}$/.test(id));
      for (const row of await this.accounts.loadMany(user, ids.map(Number))) found.set(String(row.id), [row]);
    } else {
      const comments = chunk.map(({ cells }) => cells.request.comments?.trim() ?? '').filter((comment) => comment !== '');
      for (const row of await this.accounts.loadByComments(user, [...new Set(comments)])) {
        found.set(row.comments, [...(found.get(row.comments) ?? []), row]);
      }
    }
    return found;
  }

  private async planRow(
    user: SessionUser,
    file: ReadFile,
    line: number,
    cells: RowCells,
    key: ImportKey,
    matches: Map<string, AccountRow[]>,
    groups: ImportLookups,
    seal: boolean,
  ): Promise<PlannedRow> {
    const refusals = [...cells.refusals];
    const refuse = (column: string, message: string) => refusals.push({ column, message });
    const keyHeader = headerOf(key === 'id' ? 'id' : 'comments');

    // The profile the row changes, if any.
    let existing: AccountRow | null = null;
    const duplicateOf = file.duplicates.get(line);
    if (duplicateOf !== undefined) refuse(keyHeader, importMessages.duplicateKey(duplicateOf));
    else if (key === 'id' && cells.id !== '') {
      if (!/^\d{1,9}$/.test(cells.id) || Number(cells.id) < 1) refuse(keyHeader, importMessages.idInvalid);
      else existing = matches.get(cells.id)?.[0] ?? null;
      if (/^\d{1,9}$/.test(cells.id) && !existing && Number(cells.id) >= 1) refuse(keyHeader, messages.accountNotFound);
    } else if (key === 'comment') {
      const comment = cells.request.comments?.trim() ?? '';
      const found = matches.get(comment) ?? [];
      if (comment === '') refuse(keyHeader, importMessages.commentKeyEmpty);
      else if (found.length > 1) refuse(keyHeader, importMessages.ambiguousComment);
      else existing = found[0] ?? null;
    }

    // The form's own rules, exactly as the profile form and its API apply them.
    const secrets: StoredSecrets = existing ? storedSecrets(existing) : NO_STORED_SECRETS;
    const input = existing ? this.profiles.editedForm(existing, cells.request) : { proxy: '', ...cells.request };
    const parsed = v.safeParse(accountFormSchema(secrets), input);
    let form: AccountForm | null = null;
    if (parsed.success) form = parsed.output;
    else {
      const seen = new Set<string>();
      for (const issue of parsed.issues) {
        const path = v.getDotPath(issue) ?? '';
        if (seen.has(path)) continue;
        seen.add(path);
        refuse(headerOf(path), issue.message);
      }
    }

    // The proxy rules (SSRF) of the account service, once per proxy and IP version of the file.
    let proxy: ParsedProxy | null = null;
    if (form) {
      try {
        proxy = await groups.allowedProxy(this.profiles, form.proxy, form.ipVersion);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refuse(headerOf('proxy'), error.fields?.proxy ?? [error.messages].flat().join('; '));
      }
    }

    // The group, among the groups of the profile's owner.
    const ownerId = existing?.user_id ?? user.id;
    const groupName = cells.group ?? undefined;
    if (groupName && !groups.has(ownerId, groupName) && !groups.creates) refuse(headerOf('group'), importMessages.groupUnknown(groupName));

    const shownProxy = (() => {
      const parsedProxy = parseProxy(cells.request.proxy?.trim() ?? '');
      return parsedProxy ? proxyEndpoint(parsedProxy) : (existing?.proxy ?? '');
    })();
    const preview: ImportRow = {
      row: line,
      action: 'refuse',
      id: existing?.id ?? null,
      proxy: shownProxy,
      comments: (form?.comments ?? cells.request.comments ?? existing?.comments ?? '').trim().slice(0, 200),
      group: groupName ?? existing?.group_name ?? '',
      platforms: PLATFORMS.filter(([field]) => (form ? form[field] : cells.request[field])).map(([, name]) => name),
      refusals,
    };
    if (refusals.length > 0 || !form || !proxy) return { preview, ownerId, group: groupName };

    if (!existing) {
      preview.action = 'create';
      return { preview, ownerId, group: groupName, ...(seal ? { create: this.profiles.newAccount(user.id, form, proxy) } : {}) };
    }
    const sameGroup = groupName === undefined || groupName === (existing.group_name ?? '');
    preview.action = sameGroup && unchanged(existing, form) ? 'unchanged' : 'update';
    if (preview.action === 'unchanged' || !seal) return { preview, ownerId, group: groupName };
    return { preview, ownerId, group: groupName, update: { row: existing, changes: this.profiles.changes(existing, form, proxy) } };
  }

  private async write(tx: Queryable, planned: PlannedRow, groups: ImportLookups): Promise<void> {
    let id: number | null = null;
    if (planned.create) id = await this.accounts.insert(planned.create, tx);
    else if (planned.update) id = (await this.accounts.update(planned.update.row, planned.update.changes, tx)).id;
    if (id === null || planned.group === undefined) return;
    if (planned.update && planned.group === (planned.update.row.group_name ?? '')) return;
    const groupId = planned.group === '' ? null : await groups.idFor(tx, planned.ownerId, planned.group);
    await this.accounts.setGroup(tx, [id], groupId);
  }
}

/** Whether a checked edit would leave the stored profile as it is (no secret given, every field the same). */
function unchanged(row: AccountRow, form: AccountForm): boolean {
  return (
    form.proxy === row.proxy &&
    form.ipVersion === row.ip_version &&
    form.comments === row.comments &&
    form.inYouTube === row.in_youtube &&
    form.inTikTok === row.in_tiktok &&
    form.inInstagram === row.in_instagram &&
    form.YouTubeAuthClientId === (row.youtube_client_id ?? '') &&
    form.YouTubeLogin === (row.youtube_login ?? '') &&
    form.InstagramLogin === (row.instagram_login ?? '') &&
    form.InstagramLocale === row.instagram_locale &&
    form.InstagramTimezone === row.instagram_timezone &&
    !form.YouTubeAuthClientSecret &&
    !form.YouTubePassword &&
    !form.TikTokAccess &&
    !form.InstagramPassword &&
    (form.labels === undefined || sameLabels(form.labels, row.labels))
  );
}

/** Whether two lists hold the same labels (case ignored, in any order): replacing one by the other changes nothing. */
function sameLabels(given: readonly string[], stored: readonly string[]): boolean {
  const keys = new Set(stored.map(labelKey));
  return given.length === stored.length && given.every((label) => keys.has(labelKey(label)));
}

/** What one import looks up: groups by owner and name (made when missing, if the operator allowed it) and proxy checks, cached. */
class ImportLookups {
  private readonly byOwner = new Map<number, Map<string, number>>();
  private readonly proxies = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly imports: ProfileImportRepository,
    readonly creates: boolean,
  ) {}

  async load(ownerIds: number[]): Promise<void> {
    const missing = ownerIds.filter((id) => !this.byOwner.has(id));
    if (missing.length === 0) return;
    const found = await groupsByName(this.db, missing);
    for (const id of missing) this.byOwner.set(id, found.get(id) ?? new Map());
  }

  has(ownerId: number, name: string): boolean {
    return this.byOwner.get(ownerId)?.has(name) ?? false;
  }

  /** The group's id, made inside the chunk's transaction the first time a row needs a missing one. */
  async idFor(tx: Queryable, ownerId: number, name: string): Promise<number> {
    const owned = this.byOwner.get(ownerId)!;
    const known = owned.get(name);
    if (known !== undefined) return known;
    const id = await this.imports.createGroup(tx, ownerId, name);
    owned.set(name, id);
    return id;
  }

  /** The account service's proxy rules, checked once per host and IP version of the import (every row with it gets the same answer). */
  async allowedProxy(profiles: AccountService, input: string, ipVersion: AccountForm['ipVersion']): Promise<ParsedProxy> {
    const parsed = parseProxy(input);
    const cacheKey = `${ipVersion} ${parsed?.host ?? input}`;
    let check = this.proxies.get(cacheKey);
    if (!check) {
      check = profiles.allowedProxy(input, ipVersion).then(() => undefined);
      this.proxies.set(cacheKey, check);
    }
    await check;
    return parsed!;
  }
}
