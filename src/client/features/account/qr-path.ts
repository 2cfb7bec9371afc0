/** The light border every QR code needs around it to be read: four modules (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/**
 * An SVG path of a QR code's dark modules, one unit per module, shifted by the quiet zone: each run
 * of dark modules in a row is one rectangle. `size` is the drawing's width and height with the quiet
 * zone on each side (the viewBox).
 */
export function qrPath(modules: readonly (readonly boolean[])[], quiet = QUIET_ZONE): { d: string; size: number } {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + quiet} ${y + quiet}h${x - start}v1h-${x - start}z`);
    }
  });
  const width = modules.reduce((w, row) => Math.max(w, row.length), modules.length);
  return { d: parts.join(''), size: width + 2 * quiet };
}
