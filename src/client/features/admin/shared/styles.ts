/** The back office's small capitals over a value ("CUSTOMER", "SHIP TO", a sheet's eyebrow). */
export const fieldLabelClasses = 'text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase';
