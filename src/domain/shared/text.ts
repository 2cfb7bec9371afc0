/** Tabs and line breaks: a name or an address is one line (the server refuses other control characters everywhere). */
const LINE_BREAK = /[\t\n\r]/;
export const isSingleLine = (value: string) => !LINE_BREAK.test(value);
