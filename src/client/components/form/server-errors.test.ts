import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api';
import { placeServerErrors } from './server-errors';

const FIELDS = ['name', 'price', 'imageSrc'] as const;

describe('placeServerErrors', () => {
  it('puts each named field error under its field, focusing the first, and asks to correct them', () => {
    const place = vi.fn();
    const error = new ApiError(400, '400: …', {
      code: 'VALIDATION',
      serverMessage: 'Invalid request',
      fieldErrors: [
        { path: 'price', message: 'Price must be more than 0' },
        { path: 'imageSrc', message: 'Image is required' },
      ],
    });
    expect(placeServerErrors(error, FIELDS, place, 'x')).toBe('Please correct the marked fields.');
    expect(place.mock.calls).toEqual([
      ['price', 'Price must be more than 0', true],
      ['imageSrc', 'Image is required', false],
    ]);
  });

  it('says the server’s words when no field of the form is named', () => {
    const place = vi.fn();
    const error = new ApiError(400, '400: …', {
      code: 'VALIDATION',
      serverMessage: 'Invalid request',
      fieldErrors: [{ path: 'id', message: 'bad' }],
    });
    expect(placeServerErrors(error, FIELDS, place, 'x')).toBe('Invalid request');
    expect(place).not.toHaveBeenCalled();
    expect(
      placeServerErrors(
        new ApiError(404, '404: …', { code: 'PERFUME_NOT_FOUND', serverMessage: 'Perfume not found' }),
        FIELDS,
        place,
        'x',
      ),
    ).toBe('Perfume not found');
  });

  it('falls back on its own words for a network failure', () => {
    expect(
      placeServerErrors(new TypeError('Failed to fetch'), FIELDS, vi.fn(), 'The perfume could not be saved.'),
    ).toBe('The perfume could not be saved.');
  });

  it('says "field" for one', () => {
    const error = new ApiError(400, '400: …', { fieldErrors: [{ path: 'name', message: 'Name is required' }] });
    expect(placeServerErrors(error, FIELDS, vi.fn(), 'x')).toBe('Please correct the marked field.');
  });
});
