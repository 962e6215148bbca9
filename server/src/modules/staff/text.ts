// Finding a person by part of their name or e-mail, the same on every database: the staff app's
// member search and the audit log's member filter.
import { sql, type SQLWrapper } from 'drizzle-orm';

/** `%text%` for LIKE with the user's %, _ and \ taken literally, case-folded as `folded` folds. */
export const likePattern = (text: string) =>
  `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CYRILLIC_FROM = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const CYRILLIC_TO = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе';
/** Lower case with ё read as е, as `folded` does in the database. */
export const foldText = (text: string) => text.normalize('NFC').toLowerCase().replace(/ё/g, 'е');
/**
 * A column in lower case, ё read as е, whatever the database's LC_CTYPE (a ctype-C PostgreSQL
 * lowercases no Cyrillic, so ILIKE alone would not find «смирн» in «Смирнова»).
 */
export const folded = (column: SQLWrapper) =>
  sql`translate(lower(${column}), ${CYRILLIC_FROM}, ${CYRILLIC_TO})`;
/** The column holds `text` (case and ё aside). */
export const containsText = (column: SQLWrapper, text: string) =>
  sql`${folded(column)} like ${likePattern(text)}`;
