import type { Translator } from '@/domain/i18n/translator';

/**
 * Words to show that are either a catalogue message (a schema's or a check's error, `msg('…')`) or words already
 * written out (the server's, in the page's language; a message formatted with its values): the first through `t`,
 * the second as they are. A message with arguments cannot be shown without its values, so words holding a brace
 * are already written, and are never read as ICU (which would drop what the braces hold).
 */
export function shownText(words: string, t: Translator['t']): string {
  return /[{}]/.test(words) ? words : t(words);
}
