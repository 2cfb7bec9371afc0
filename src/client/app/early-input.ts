/**
 * Input a shopper gives a server-rendered page before it has hydrated. Native controls work without
 * JavaScript (a radio checks, a box takes text, a select changes), but React starts from the state it
 * rendered on the server and would never hear of it: the answer would look chosen and count for
 * nothing. So main.tsx notes what differs from the server's markup just before hydrating, and once
 * the app has committed, plays it again as the shopper's own input, through the same event handlers.
 * (Clicks on buttons, which do nothing natively, are noted and replayed by boot.ts.)
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EarlyChange {
  control: Control;
  /** The state the shopper left: `checked` for radios and boxes, the value otherwise. */
  value: string | boolean;
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

/** The controls under `root` that the shopper changed from the server's markup. */
export function earlyChanges(root: ParentNode): EarlyChange[] {
  const changes: EarlyChange[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((o) => o.selected !== o.defaultSelected))
        changes.push({ control, value: control.value });
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A radio unchecked by its neighbour needs no replay: checking the neighbour does it.
      if (control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked)) {
        changes.push({ control, value: control.checked });
      }
    } else if (
      (control instanceof HTMLTextAreaElement || TEXT_TYPES.has(control.type)) &&
      control.value !== control.defaultValue
    ) {
      changes.push({ control, value: control.value });
    }
  }
  return changes;
}

/** The native value setter, past React's tracking of the element's own `value` property. */
function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
}

/**
 * Each change played again as input: a click for radios and boxes (from the opposite state, so it
 * toggles to the shopper's), an `input` event for text, a `change` event for selects. React hears
 * them as it hears a shopper.
 */
export function replayEarlyChanges(changes: readonly EarlyChange[]): void {
  for (const { control, value } of changes) {
    if (!control.isConnected || control.disabled) continue;
    if (typeof value === 'boolean') {
      const input = control as HTMLInputElement;
      // Through the element's own property: React's value tracker then sees the click as a change.
      input.checked = !value;
      input.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      control.value = value === '' ? ' ' : '';
      setNativeValue(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
