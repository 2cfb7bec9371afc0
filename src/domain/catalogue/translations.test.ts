import { describe, expect, it } from 'vitest';
import {
  localized,
  localizedPhotos,
  mergePerfumeTranslations,
  mergeTranslations,
  missingFields,
  shownTranslations,
} from './translations';

const perfume = { id: 1, description: 'A velvet rose.', notes: 'Pink Pepper, Rose, Patchouli' };
const fields = ['description', 'notes'] as const;

describe('catalogue translations', () => {
  it('answer each field in its translation where there is one, else its English, field by field', () => {
    const translations = { fr: { description: 'Une rose de velours.' } };
    expect(localized(perfume, translations, fields, 'fr')).toEqual({ ...perfume, description: 'Une rose de velours.' });
    expect(localized(perfume, { fr: { description: '  ' } }, fields, 'fr')).toBe(perfume);
    expect(localized(perfume, translations, fields, 'en')).toBe(perfume);
    expect(localized(perfume, {}, fields, 'fr')).toBe(perfume);
  });

  it('list the fields a language lacks, blank ones included', () => {
    expect(missingFields({ fr: { notes: 'Rose', description: ' ' } }, fields, 'fr')).toEqual(['description']);
    expect(missingFields({}, fields, 'fr')).toEqual(['description', 'notes']);
  });

  it('merge an edit: a field sent replaces, an empty one removes, one not sent stays', () => {
    const kept = { fr: { description: 'Une rose.', notes: 'Rose' } };
    expect(mergeTranslations(kept, { fr: { description: ' Une autre rose. ' } })).toEqual({
      fr: { description: 'Une autre rose.', notes: 'Rose' },
    });
    expect(mergeTranslations(kept, { fr: { description: '' } })).toEqual({ fr: { notes: 'Rose' } });
    expect(mergeTranslations(kept, { fr: { description: '', notes: '' } })).toEqual({});
    expect(mergeTranslations(kept, undefined)).toEqual(kept);
  });

  it('show every translated language, an empty one as {}', () => {
    expect(shownTranslations({})).toEqual({ fr: {} });
    expect(shownTranslations({ fr: { notes: 'Rose' } })).toEqual({ fr: { notes: 'Rose' } });
  });

  it('keep a photograph’s description with its photograph: merged by its src, gone with it, answered in its language', () => {
    const [a, b] = ['/media/aaaaaaaaaaaaaaaa.webp', '/media/bbbbbbbbbbbbbbbb.webp'];
    const kept = { fr: { notes: 'Rose', photos: { [a]: 'Le flacon', [b]: 'Les roses' } } };
    // Nothing sent: the fields stay, and the photographs' descriptions of the photographs still there.
    expect(mergePerfumeTranslations(kept, undefined, [b, a])).toEqual(kept);
    expect(mergePerfumeTranslations(kept, undefined, [a])).toEqual({
      fr: { notes: 'Rose', photos: { [a]: 'Le flacon' } },
    });
    // One sent replaces (trimmed), an empty one removes, one not sent stays; a field alone leaves them as they are.
    expect(
      mergePerfumeTranslations(kept, { fr: { photos: { [a]: ' Le flacon de verre ', [b]: '' } } }, [a, b]),
    ).toEqual({
      fr: { notes: 'Rose', photos: { [a]: 'Le flacon de verre' } },
    });
    expect(mergePerfumeTranslations(kept, { fr: { notes: '' } }, [a, b])).toEqual({ fr: { photos: kept.fr.photos } });
    // None left: the language goes.
    expect(mergePerfumeTranslations({ fr: { photos: { [a]: 'Le flacon' } } }, undefined, [])).toEqual({});

    const photos = [
      { src: a, alt: 'The bottle' },
      { src: b, alt: 'The roses' },
    ];
    expect(localizedPhotos(photos, { fr: { photos: { [a]: 'Le flacon', [b]: ' ' } } }, 'fr')).toEqual([
      { src: a, alt: 'Le flacon' },
      { src: b, alt: 'The roses' },
    ]);
    expect(localizedPhotos(photos, kept, 'en')).toEqual(photos);
  });
});
