import { describe, expect, it } from 'vitest';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formField } from './form-field';

type Fields = { name: string; rows: { volume: number }[] };

/** A form's register and errors, as react-hook-form hands them over (register gives the field's name back). */
function formOf(errors: FieldErrors<Fields>) {
  const register = ((name: string) => ({
    name,
    onChange: async () => {},
    onBlur: async () => {},
    ref: () => {},
  })) as UseFormRegister<Fields>;
  return { register, formState: { errors } };
}

describe('formField', () => {
  it('registers the field by name and reads its error there, a list row’s too', () => {
    const form = formOf({
      name: { type: 'too_small', message: 'Name is required' },
      rows: [undefined, { volume: { type: 'invalid_type', message: 'Volume must be a whole number of ml' } }],
    } as FieldErrors<Fields>);
    expect(formField(form, 'name')).toMatchObject({ name: 'name', error: 'Name is required' });
    expect(formField(form, 'rows.1.volume')).toMatchObject({
      name: 'rows.1.volume',
      error: 'Volume must be a whole number of ml',
    });
    expect(formField(form, 'rows.0.volume').error).toBeUndefined();
  });
});
