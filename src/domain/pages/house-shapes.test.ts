import { describe, expect, it } from 'vitest';
import { french } from '../../../tests/component/french';
import { aboutStory, collectionIntros, PAGE_SHAPES, pageShapeProblems, testimonials } from './house-shapes';
import { houseTextProblems } from './house-text';

describe('the pages laid out from the owner’s words', () => {
  it('reads the About story: the mission’s paragraphs, each value and each step of the journey', () => {
    const story = aboutStory(
      [
        '## Our Mission {#mission}',
        'Perfume for **one**.',
        '',
        'Then for more.',
        '## Values {#values}',
        '### Patience',
        'We wait.',
        '### Honesty',
        'We say.',
        '## Journey {#journey}',
        '### 2019 · A garden',
        'Roses.',
        '### 2020–2021 — The atelier',
        'Walls.',
      ].join('\n'),
    );
    expect(story.mission).toEqual([
      [
        { kind: 'text', text: 'Perfume for ' },
        { kind: 'strong', text: 'one' },
        { kind: 'text', text: '.' },
      ],
      [{ kind: 'text', text: 'Then for more.' }],
    ]);
    expect(story.values.map((v) => v.title)).toEqual(['Patience', 'Honesty']);
    expect(story.journey.map(({ year, title }) => [year, title])).toEqual([
      ['2019', 'A garden'],
      ['2020–2021', 'The atelier'],
    ]);
    expect(pageShapeProblems('about', '## Mission\nWords.')).toEqual([
      'The story needs its Values section: a line “## Values {#values}”',
      'The story needs its Journey section: a line “## Journey {#journey}”',
    ]);
  });

  it('reads testimonials with half stars, leaving out those written wrong, and names what is wrong', () => {
    const text = [
      '### Ada Lovelace · Mathematician · 4,5',
      'The engine of my evenings.',
      '### Grace Hopper · Admiral',
      'No stars.',
      '### Alan · Logician · 0',
      'Too few.',
    ].join('\n');
    expect(testimonials(text)).toEqual([
      { author: 'Ada Lovelace', role: 'Mathematician', rating: 4.5, content: 'The engine of my evenings.' },
    ]);
    expect(pageShapeProblems('testimonials', text)).toEqual([
      "A testimonial's heading is “### Name · Role · stars” (stars 1 to 5, halves allowed): not “Grace Hopper · Admiral”",
    ]);
    expect(pageShapeProblems('testimonials', '### A · B · 5')).toEqual(['The testimonial of A needs its words']);
    expect(pageShapeProblems('testimonials', 'Just words.')[0]).toMatch(/1 to 6 testimonials/);
  });

  it('reads the women’s and the men’s introductions, and asks for each', () => {
    expect(collectionIntros('## Women\nFor her,\nsoftly.\n\n## Men\nFor him.')).toEqual({
      female: 'For her, softly.',
      male: 'For him.',
    });
    expect(pageShapeProblems('collections', '## Men\nFor him.')).toEqual([
      'The text needs the women’s introduction: “## Women” and its words below',
    ]);
  });

  it('asks nothing of a page that is one flowing text', () => {
    expect(pageShapeProblems('terms', 'Anything.')).toEqual([]);
  });

  it('says each problem in the reader’s language, the owner’s words quoted as they are', () => {
    const { t } = french();
    expect(pageShapeProblems('about', '## Mission\nWords.', t)).toEqual([
      'L’histoire a besoin de sa section Valeurs\u00a0: une ligne «\u00a0## Values {#values}\u00a0»',
      'L’histoire a besoin de sa section Parcours\u00a0: une ligne «\u00a0## Journey {#journey}\u00a0»',
    ]);
    expect(pageShapeProblems('testimonials', '### A · B · 5', t)).toEqual(['Le témoignage de A a besoin de son texte']);
    expect(pageShapeProblems('collections', '## Men\nFor him.', t)).toEqual([
      'Le texte a besoin de l’introduction pour elle\u00a0: «\u00a0## Women\u00a0» suivi de son texte',
    ]);
    expect(houseTextProblems('{madeToOrderDay} and {foo}', t)).toEqual([
      '{madeToOrderDay}, {foo} ne sont pas des données que cette page peut lire',
    ]);
    expect(houseTextProblems('{madeToOrderDay} and {foo}')).toEqual([
      '{madeToOrderDay}, {foo} are not a fact this page can read',
    ]);
    expect(houseTextProblems('[x](javascript:void)', t)).toEqual([
      'Les liens peuvent mener à une page de la boutique (/…), à une adresse e-mail (mailto:…) ou à un site https\u00a0: pas à javascript:void',
    ]);
    for (const shape of Object.values(PAGE_SHAPES)) expect(t(shape!)).not.toBe(shape);
    expect(t(PAGE_SHAPES.collections!)).toMatch(/^L’introduction est celle de toute la collection/);
  });
});
