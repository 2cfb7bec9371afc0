/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as MM/YY: the slash appears with the third digit (or when typed), so deleting
 * it with Backspace is not undone at once.
 */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && value.trim().endsWith('/')) return `${digits}/`;
  return digits;
}

/** 3 or 4 digits. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
