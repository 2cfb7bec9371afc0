/**
 * One computation for every caller that arrives while another runs (decision 072): a caller joins the next run, never
 * one that started before it arrived, so it always sees what was committed before it asked (read after write holds),
 * and at most two runs are under way at once however many callers there are. For an answer every caller shares (the
 * dashboard: the same figures for every member of the staff), so that a crowd of them costs two computations, not one
 * each.
 */
export function nextFlight<T>(compute: () => Promise<T>): () => Promise<T> {
  /** The run under way, which callers arriving now may not join. */
  let running: Promise<T> | undefined;
  /** The run that starts when `running` settles, which callers arriving now join. */
  let next: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const run = compute();
    running = run;
    const settle = () => {
      if (running === run) running = undefined;
    };
    run.then(settle, settle);
    return run;
  };

  return () => {
    if (!running) return start();
    if (!next) {
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      next = after.then(() => {
        next = undefined;
        return start();
      });
    }
    return next;
  };
}
