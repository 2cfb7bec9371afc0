/** One line of Prometheus' text format: a series' name, its labels and its value. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/**
 * A scrape read as a test reads it: `series(name)` every sample of a name, `value(name, labels)` the one sample
 * whose labels include these (undefined when none; a throw when several match), `sum(name, labels)` all of them.
 */
export function samples(text: string) {
  const byName = new Map<string, Sample[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? '').matchAll(LABEL)) labels[key!] = value!.replace(/\\(.)/g, '$1');
    const list = byName.get(m[1]!) ?? [];
    list.push({ labels, value: Number(m[3]) });
    byName.set(m[1]!, list);
  }
  const matching = (name: string, labels: Record<string, string>) =>
    (byName.get(name) ?? []).filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return {
    series: (name: string): Sample[] => byName.get(name) ?? [],
    value(name: string, labels: Record<string, string>): number | undefined {
      const found = matching(name, labels);
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
      return found[0]?.value;
    },
    sum: (name: string, labels: Record<string, string> = {}): number =>
      matching(name, labels).reduce((total, s) => total + s.value, 0),
  };
}
