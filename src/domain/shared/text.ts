/** Tabs and line breaks: a name or an address is one line (the server refuses other control characters everywhere). */
const LINE_BREAK = /[\t\n\r]/;
export const isSingleLine = (value: string) => !LINE_BREAK.test(value);

/** A search that is a whole e-mail address (looked up exactly, case aside), rather than part of one. */
export const isEmailAddress = (q: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q);
