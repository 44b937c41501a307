import type { LegacyUserRow } from '../src/server/auth/legacy-users';

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Parses the legacy export: a header naming `email` and optionally `first_name`/`last_name`
 * (or `first name`), then one account per line. A bad line stops with its number.
 */
export function parseLegacyCsv(text: string): LegacyUserRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '').map((name) => name.toLowerCase().replace(/\s+/g, '_'));
  const emailAt = header.indexOf('email');
  if (emailAt < 0) throw new Error('the first line must name the columns, including "email"');
  const firstAt = header.indexOf('first_name');
  const lastAt = header.indexOf('last_name');
  return lines.slice(1).map((line, index) => {
    const cells = splitCsvLine(line);
    const email = cells[emailAt] ?? '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new Error(`line ${index + 2}: "${email}" is not an e-mail address`);
    return {
      email,
      firstName: firstAt >= 0 ? cells[firstAt] || null : null,
      lastName: lastAt >= 0 ? cells[lastAt] || null : null,
    };
  });
}
