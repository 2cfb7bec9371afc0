/**
 * A CSV file read as a spreadsheet reads it: split on `separator` outside quotes, a quote opening or
 * closing a quoted stretch wherever it stands, `""` inside one a quote. Excel and LibreOffice read it
 * so with the separator of the reader's locale, which is `;` in much of Europe, whatever the file used.
 */
export function readCsv(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n')) {
    if (line === '') continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === '"') {
        if (quoted && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = !quoted;
      } else if (ch === separator && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

/** What a spreadsheet runs as a formula: a cell starting with one of these. */
export const FORMULA_START = /^[=+\-@\t\r]/;
