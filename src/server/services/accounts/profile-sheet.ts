import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { HttpError } from '@server/http-error';
import { importMessages } from '@server/messages';
import { PROFILE_COLUMNS } from './profile-columns';

export type SheetFormat = 'csv' | 'xlsx';

/** At most this many profile rows in one file: a larger fleet is imported in parts. */
export const IMPORT_MAX_ROWS = 10_000;
/** At most this many bytes in one file (10,000 rows with long TikTok access JSON fit). */
export const IMPORT_MAX_MEGABYTES = 10;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const BOM = '\uFEFF';

/** The format of an uploaded file by its content: an XLSX is a ZIP; anything else is read as CSV text. */
export function formatOf(bytes: Buffer): SheetFormat {
  return bytes.subarray(0, 4).equals(XLSX_MAGIC) ? 'xlsx' : 'csv';
}

const tooMany = () => new HttpError(413, importMessages.importTooManyRows(IMPORT_MAX_ROWS));

/** A row of the file: its number as a spreadsheet shows it (the first row is 1) and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');
/** The template's explanation lines in a CSV (`# Проксі: …`). */
const isComment = (row: readonly string[]) => (row[0] ?? '').trimStart().startsWith('#');

/**
 * The file's rows as text cells, the header first, blank rows and comment lines dropped. CSV: UTF-8
 * with or without BOM, `;` or `,` detected by papaparse, quoted fields, lines starting with `#` are the
 * template's comments. XLSX: the first sheet, each cell as Excel shows it.
 */
export async function readSheet(bytes: Buffer): Promise<SheetRow[]> {
  const rows = formatOf(bytes) === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  const kept = rows.filter((row) => !isBlank(row.cells) && !isComment(row.cells));
  if (kept.length - 1 > IMPORT_MAX_ROWS) throw tooMany();
  return kept;
}

function readCsv(bytes: Buffer): SheetRow[] {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let decoded: string;
  try {
    decoded = text.decode(bytes);
  } catch {
    throw new HttpError(400, importMessages.importFileUnreadable);
  }
  // The separator is guessed past the comment lines (their help text has both `;` and `,`); the rows are then read
  // without skipping anything, so each record keeps its number as a spreadsheet shows it.
  const { delimiter } = Papa.parse<string[]>(decoded, {
    delimitersToGuess: [';', ',', '\t'],
    comments: '#',
    skipEmptyLines: true,
    preview: 50,
  }).meta;
  const parsed = Papa.parse<string[]>(decoded, { delimiter });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new HttpError(400, importMessages.importFileUnreadable);
  return parsed.data.map((cells, index) => ({ line: index + 1, cells }));
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, importMessages.importFileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw tooMany();
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let index = 1; index <= row.cellCount; index += 1) cells.push(row.getCell(index).text ?? '');
    rows.push({ line: row.number, cells });
  });
  return rows;
}

/** A file of the template's columns: the template itself (no rows) or an export. */
export async function writeSheet(format: SheetFormat, rows: readonly string[][], withHelp: boolean): Promise<Buffer> {
  const header = PROFILE_COLUMNS.map((column) => column.header);
  if (format === 'csv') {
    // Excel opens a UTF-8 CSV as UTF-8 only with the BOM; `;` is the list separator of its Ukrainian locale.
    const comments = withHelp ? PROFILE_COLUMNS.map((column) => `# ${column.header}: ${column.help}`).join('\r\n') + '\r\n' : '';
    return Buffer.from(BOM + comments + Papa.unparse([header, ...rows], { delimiter: ';', newline: '\r\n', quotes: true }), 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Профілі');
  sheet.addRow(header).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Text cells: a proxy or an id stays as written, never turned into a number or a link.
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
  });
  PROFILE_COLUMNS.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.max(12, column.header.length + 4);
    sheet.getColumn(index + 1).numFmt = '@';
    sheet.getRow(1).getCell(index + 1).note = column.help;
  });
  for (const row of rows) sheet.addRow(row);
  if (withHelp) {
    const help = workbook.addWorksheet('Пояснення');
    help.addRow(['Стовпець', 'Що вказати']).font = { bold: true };
    for (const column of PROFILE_COLUMNS) help.addRow([column.header, column.help]);
    help.getColumn(1).width = 28;
    help.getColumn(2).width = 110;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const sheetContentType: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
