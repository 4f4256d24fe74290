import * as v from 'valibot';
import { LabelFilterSchema } from './labels';

/** How an import finds the profile a row changes: by its ID, or by its comment; a row that finds none creates one. */
export const IMPORT_KEYS = ['id', 'comment'] as const;
export type ImportKey = (typeof IMPORT_KEYS)[number];

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export const SheetFormatQuerySchema = v.object({ format: v.optional(v.picklist(SHEET_FORMATS), 'csv') });

/** GET /api/accounts/export: the file format and the list's search (`q`, as the profiles list reads it). */
export const ExportQuerySchema = v.object({
  ...SheetFormatQuerySchema.entries,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  label: LabelFilterSchema,
});

/** The text fields of an import's multipart body (the file goes as the part `file`). */
export const ImportFieldsSchema = v.object({
  key: v.optional(v.picklist(IMPORT_KEYS), 'id'),
  createGroups: v.optional(v.picklist(['true', 'false']), 'false'),
});

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** A cell the import refuses: the column's header as the template names it, and why, in Ukrainian. */
export const ImportRefusalSchema = v.object({ column: v.string(), message: v.string() });

/** One row of the dry run: never a secret, and the proxy only as its endpoint (no login or password). */
export const ImportRowSchema = v.object({
  /** The row's line in the file, the header being line 1 (what a spreadsheet shows beside it). */
  row: v.number(),
  action: v.picklist(IMPORT_ACTIONS),
  /** The profile an update changes (null for a create or a refusal that found none). */
  id: v.nullable(v.number()),
  proxy: v.string(),
  comments: v.string(),
  group: v.string(),
  /** The platforms switched on, by name. */
  platforms: v.array(v.string()),
  refusals: v.array(ImportRefusalSchema),
});
export type ImportRow = v.InferOutput<typeof ImportRowSchema>;

export const ImportCountsSchema = v.object({
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  refused: v.number(),
});
export type ImportCounts = v.InferOutput<typeof ImportCountsSchema>;

/** An import as stored: 'checked' after the dry run, 'applying' while applied, 'done' once applied (sending it again changes nothing). */
export const ImportProgressSchema = v.object({
  id: v.number(),
  status: v.picklist(['checked', 'applying', 'done']),
  key: v.picklist(IMPORT_KEYS),
  createGroups: v.boolean(),
  totalRows: v.number(),
  processedRows: v.number(),
  /** What the apply did so far (all zero before it starts). */
  result: ImportCountsSchema,
});
export type ImportProgress = v.InferOutput<typeof ImportProgressSchema>;

/** POST /api/accounts/imports: the dry run, what applying the file would do now, row by row. */
export const ImportPreviewSchema = v.object({
  import: ImportProgressSchema,
  counts: ImportCountsSchema,
  rows: v.array(ImportRowSchema),
});
export type ImportPreview = v.InferOutput<typeof ImportPreviewSchema>;
