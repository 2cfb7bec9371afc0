/** Tabs and line breaks: a name or an address is one line (the server refuses other control characters everywhere). */
const LINE_BREAK = /[\t\n\r]/;
export const isSingleLine = (value: string) => !LINE_BREAK.test(value);

/** A search that is a whole e-mail address (looked up exactly, case aside), rather than part of one. */
export const isEmailAddress = (q: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q);

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A count as a sentence starts with it: "Twenty-one" up to ninety-nine, digits beyond ("120"). */
export function countInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  const words = n < 20 ? UNITS[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${UNITS[n % 10]}` : ''}`;
  return words[0]!.toUpperCase() + words.slice(1);
}
