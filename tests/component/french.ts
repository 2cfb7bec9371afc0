import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Catalogue, compileCatalogue } from '@/domain/i18n/catalogues';
import { createTranslator, type Translator } from '@/domain/i18n/translator';

/**
 * French with every catalogue of the language, compiled as the server compiles them (a component test may
 * not import the server's `loadLanguages`): `<I18nProvider translator={french()}>`.
 */
export function french(): Translator {
  const catalogues = import.meta.glob<Catalogue>('../../locales/fr/*.json', { eager: true, import: 'default' });
  return createTranslator(
    'fr',
    Object.assign({}, ...Object.values(catalogues).map((catalogue) => compileCatalogue(catalogue, compileMessage))),
    compileMessage,
  );
}
