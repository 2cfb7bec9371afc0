import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { addToWishlist, getWishlist } from '@/domain/api/wishlist';
import { answer, fail, hold } from '#tests/component/api';
import { customer, perfume } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { WishlistButton } from './wishlist-button';

const rose = perfume(1);
const save = () => screen.findByRole('button', { name: `Save ${rose.name} to your wishlist` });
const unsave = () => screen.findByRole('button', { name: `Remove ${rose.name} from your wishlist` });

describe('the wishlist heart', () => {
  it('a guest’s heart is kept in this browser, pressed and unpressed', async () => {
    const { user, userKnown } = renderPage(<WishlistButton perfume={rose} />);
    await userKnown();
    await user.click(await save());
    expect((await unsave()).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([rose.id]);
    await user.click(await unsave());
    expect((await save()).getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([]);
  });

  it('a signed-in shopper’s heart shows at once, and is undone with a message when the server refuses', async () => {
    const gate = hold();
    let calls = 0;
    const put = answer(addToWishlist, async () => {
      if (++calls > 1) return null;
      await gate.opened;
      return fail(addToWishlist, 500, { code: 'INTERNAL', message: 'boom' });
    });
    let saved: number[] = [];
    answer(getWishlist, () => ({ perfumeIds: saved }));
    const { user, userKnown } = renderPage(<WishlistButton perfume={rose} />, { user: customer() });
    await userKnown();
    await user.click(await save());
    // Shown at once, then rolled back.
    expect((await unsave()).getAttribute('aria-pressed')).toBe('true');
    gate.open();
    await findToast('Could not save to your wishlist', 'Please try again.');
    expect((await save()).getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('wishlist')).toBeNull();

    saved = [rose.id];
    await user.click(await save());
    await waitFor(() => expect(put.calls).toHaveLength(2));
    expect(put.calls.map((c) => c.params.perfumeId)).toEqual([String(rose.id), String(rose.id)]);
    expect((await unsave()).getAttribute('aria-pressed')).toBe('true');
  });
});
