import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { shownText } from './shown-text';

describe('shownText', () => {
  const fr = createTranslator(
    'fr',
    { 'Please enter a recovery code': compileMessage('Veuillez saisir un code') },
    compileMessage,
  );

  it('shows a catalogue message in the page’s language, and other words as they are', () => {
    expect(shownText('Please enter a recovery code', fr.t)).toBe('Veuillez saisir un code');
    expect(shownText('Adresse e-mail invalide', fr.t)).toBe('Adresse e-mail invalide');
  });

  it('never reads words holding braces as ICU: what the braces hold is kept', () => {
    expect(shownText('{madeToOrderDay} is not a fact this page can read', fr.t)).toBe(
      '{madeToOrderDay} is not a fact this page can read',
    );
  });
});
