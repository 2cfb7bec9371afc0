import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  listAdminIngredients,
  listAdminPerfumes,
  listMissingTranslations,
  updateIngredient,
  updatePerfume,
} from '@/domain/api/admin-catalogue';
import type { AdminIngredient } from '@/domain/catalogue/admin-schemas';
import { I18nProvider } from '@/client/lib/i18n';
import { createTranslator } from '@/domain/i18n/translator';
import { answer, fail } from '#tests/component/api';
import { adminPerfume, owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { CataloguePanel } from './catalogue-panel';
import catalogue from '../../../../../locales/fr/admin-catalogue.json';

const perfumes = [
  adminPerfume(1, { translations: { fr: { notes: 'Rose, Ambre, Musc' } } }),
  adminPerfume(2, { name: 'Cuir Blanc' }),
];
const bergamot: AdminIngredient = {
  id: 3,
  name: 'Bergamot',
  category: 'top',
  characteristics: 'Fresh, zesty, bright',
  imageSrc: '/images/ingredients/bergamot.svg',
  grade: 'Essential oil, Calabria',
  ifraLimit: 2.5,
  allergens: [{ inci: 'Limonene', percent: 40 }],
  density: 0.876,
  archivedAt: null,
  updatedAt: '2026-06-01T10:00:00.000Z',
  translations: { fr: { name: 'Bergamote' } },
};
const panel = (query: string) =>
  renderPage(<CataloguePanel />, { url: `/admin?tab=catalogue&${query}`, user: owner() });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { exact: true });

describe('the catalogue editor’s translations', () => {
  it('shows each translated field beside its English; the French typed is saved with the form', async () => {
    answer(listAdminPerfumes, perfumes);
    const sent = answer(updatePerfume, ({ body }) => ({ ...perfumes[0]!, ...body }) as never);
    const { user } = panel('perfume=1');
    const edit = await screen.findByRole('form', { name: 'Edit Rose de Minuit' });
    const description = field(edit, 'Description (French)');
    // Empty: the English it falls back to is its placeholder, and it says so.
    expect(description).toHaveProperty('value', '');
    expect(description.getAttribute('placeholder')).toBe(perfumes[0]!.description);
    expect(description.getAttribute('lang')).toBe('fr-FR');
    expect(descriptionOf(description)).toBe('Left empty, the shop shows the English.');
    expect(field(edit, 'Notes (French)')).toHaveProperty('value', 'Rose, Ambre, Musc');
    // Perfume names are never translated.
    expect(within(edit).queryByLabelText(/^Name \(/)).toBeNull();

    await fill(user, description, 'Une rose de minuit sur un fond d’ambre et de musc.');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await findToast('Perfume saved');
    expect(sent.lastBody().translations).toEqual({
      // The story not translated yet: sent empty, so the page shows the English.
      fr: { description: 'Une rose de minuit sur un fond d’ambre et de musc.', notes: 'Rose, Ambre, Musc', story: '' },
    });
  });

  it('describes each photograph in French beside its English; moved or removed, a photograph keeps its own French', async () => {
    const [linen, roses, night] = [
      '/media/aaaaaaaaaaaaaaaa.webp',
      '/media/bbbbbbbbbbbbbbbb.webp',
      '/media/cccccccccccccccc.webp',
    ];
    const photographed = adminPerfume(1, {
      photos: [
        { src: linen, alt: 'The bottle on linen' },
        { src: roses, alt: 'Roses at midnight' },
        { src: night, alt: 'The garden at night' },
      ],
      translations: { fr: { photos: { [linen]: 'Le flacon sur le lin', [night]: 'Le jardin la nuit' } } },
    });
    answer(listAdminPerfumes, [photographed]);
    const sent = answer(updatePerfume, ({ body }) => ({ ...photographed, ...body }) as never);
    const { user } = panel('perfume=1');
    const edit = await screen.findByRole('form', { name: 'Edit Rose de Minuit' });
    const french = (place: number) => field(edit, `Description of photograph ${place} (French)`);

    expect(french(1)).toHaveProperty('value', 'Le flacon sur le lin');
    // Not translated: empty, its English as the placeholder, and it says the shop shows the English.
    expect(french(2)).toHaveProperty('value', '');
    expect(french(2).getAttribute('placeholder')).toBe('Roses at midnight');
    expect(french(2).getAttribute('lang')).toBe('fr-FR');
    expect(descriptionOf(french(2))).toBe('Left empty, the shop shows the English.');

    await fill(user, french(2), 'Des roses à minuit');
    await user.click(within(edit).getByRole('button', { name: 'Move photograph 2 up' }));
    // The French moved with its photograph.
    expect(field(edit, 'Description of photograph 1')).toHaveProperty('value', 'Roses at midnight');
    expect(french(1)).toHaveProperty('value', 'Des roses à minuit');
    expect(french(2)).toHaveProperty('value', 'Le flacon sur le lin');
    // The last one removed, the French of the first cleared.
    await user.click(within(edit).getByRole('button', { name: 'Remove photograph 3' }));
    await user.clear(french(2));

    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await findToast('Perfume saved');
    expect(sent.lastBody().photos).toEqual([
      { src: roses, alt: 'Roses at midnight' },
      { src: linen, alt: 'The bottle on linen' },
    ]);
    // Each by its photograph; the cleared one sent empty, so the French page shows the English.
    expect(sent.lastBody().translations?.fr?.photos).toEqual({ [roses]: 'Des roses à minuit', [linen]: '' });
  });

  it('an ingredient’s name and characteristics side by side; the server’s refusal lands under the French field', async () => {
    answer(listAdminIngredients, [bergamot]);
    const sent = answer(updateIngredient, 400, {
      code: 'VALIDATION',
      message: 'Invalid request',
      errors: [{ path: 'translations.fr.characteristics', message: 'Characteristics must be on one line' }],
    });
    const { user } = panel('section=ingredients&ingredient=3');
    const edit = await screen.findByRole('form', { name: 'Edit Bergamot' });
    expect(field(edit, 'Name')).toHaveProperty('value', 'Bergamot');
    expect(field(edit, 'Name (French)')).toHaveProperty('value', 'Bergamote');
    const characteristics = field(edit, 'Characteristics (French)');
    expect(characteristics.getAttribute('placeholder')).toBe('Fresh, zesty, bright');
    await fill(user, characteristics, 'Frais, zesté, lumineux');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await within(edit).findByText('Characteristics must be on one line');
    expect(sent.lastBody().translations).toEqual({
      fr: { name: 'Bergamote', characteristics: 'Frais, zesté, lumineux' },
    });
    expect(document.activeElement).toBe(field(edit, 'Characteristics (French)'));
  });
});

describe('the missing translations', () => {
  it('lists each perfume and ingredient with what still shows the English; a row opens its editor', async () => {
    answer(listMissingTranslations, [
      {
        locale: 'fr',
        perfumes: [{ id: 2, name: 'Cuir Blanc', missing: ['description', 'notes'] }],
        ingredients: [{ id: 3, name: 'Bergamot', missing: ['characteristics'] }],
      },
    ]);
    answer(listAdminPerfumes, perfumes);
    const { user, location } = panel('section=translations');
    const table = await screen.findByRole('table', { name: 'Not yet in French' });
    expect(screen.getByText('2 items still show some English in the shop.')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Cuir BlancPerfumeStill in EnglishDescription, NotesActionsTranslate Cuir Blanc',
      'BergamotIngredientStill in EnglishCharacteristicsActionsTranslate Bergamot',
    ]);
    await user.click(within(table).getByRole('link', { name: 'Translate Cuir Blanc' }));
    expect(location()).toMatch(/perfume=2/);
    const edit = await screen.findByRole('form', { name: 'Edit Cuir Blanc' });
    expect(field(edit, 'Description (French)')).toBeTruthy();
  });

  it('says when everything is translated', async () => {
    answer(listMissingTranslations, [{ locale: 'fr', perfumes: [], ingredients: [] }]);
    panel('section=translations');
    expect(await screen.findByText('Every perfume and ingredient is translated.')).toBeTruthy();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let calls = 0;
    answer(listMissingTranslations, () =>
      ++calls === 1
        ? fail(listMissingTranslations, 500, { code: 'INTERNAL', message: 'Internal Server Error' })
        : [{ locale: 'fr', perfumes: [], ingredients: [] }],
    );
    const { user } = panel('section=translations');
    await screen.findByText('The missing translations could not be loaded');
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Every perfume and ingredient is translated.')).toBeTruthy();
  });
});

describe('the catalogue in French', () => {
  const french = createTranslator(
    'fr',
    Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)])),
    compileMessage,
  );

  it('names the fields and the missing list in French', async () => {
    answer(listMissingTranslations, [
      { locale: 'fr', perfumes: [{ id: 2, name: 'Cuir Blanc', missing: ['description'] }], ingredients: [] },
    ]);
    answer(listAdminPerfumes, perfumes);
    const { user } = renderPage(
      <I18nProvider translator={french}>
        <CataloguePanel />
      </I18nProvider>,
      { url: '/admin?tab=catalogue&section=translations', user: owner() },
    );
    const table = await screen.findByRole('table', { name: 'Pas encore en français' });
    expect(screen.getByRole('tab', { name: 'Traductions manquantes' })).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'Traduire Cuir Blanc' }));
    const edit = await screen.findByRole('form', { name: 'Modifier Cuir Blanc' });
    expect(field(edit, 'Description (français)')).toBeTruthy();
    expect(within(edit).getByRole('button', { name: 'Enregistrer les modifications' })).toBeTruthy();
  });
});
