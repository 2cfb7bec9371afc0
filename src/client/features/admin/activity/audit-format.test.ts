import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/domain/i18n/translator';
import { describeAction, describeDetails, entityHref } from './audit-format';

const en = createTranslator('en', {}, compileMessage);

describe('describeAction', () => {
  it('says what was done to what', () => {
    expect(describeAction({ action: 'perfume.updated', entity: 'perfume', entityId: '12' }, en)).toBe(
      'Edited perfume #12',
    );
    expect(describeAction({ action: 'perfume.created', entity: 'perfume', entityId: '21' }, en)).toBe(
      'Created perfume #21',
    );
    expect(describeAction({ action: 'ingredient.archived', entity: 'ingredient', entityId: '3' }, en)).toBe(
      'Archived ingredient #3',
    );
    expect(describeAction({ action: 'order.refunded', entity: 'order', entityId: '42' }, en)).toBe(
      'Refunded order #42',
    );
    expect(describeAction({ action: 'refunded', entity: 'order', entityId: '42' }, en)).toBe('Refunded order #42');
  });

  it('shows an action it does not know plainly', () => {
    expect(describeAction({ action: 'order.note_added', entity: 'order', entityId: '7' }, en)).toBe(
      'Order #7: order note added',
    );
    expect(describeAction({ action: 'perfume.updated', entity: 'image', entityId: 'abc' }, en)).toBe(
      'Image #abc: perfume updated',
    );
  });
});

describe('describeDetails', () => {
  it('writes changes as from → to, prices as money, flags as yes or no', () => {
    expect(
      describeDetails(
        {
          action: 'perfume.updated',
          details: {
            priceCents: { from: 14500, to: 15000 },
            stock: { from: null, to: 4 },
            isNew: { from: true, to: false },
            family: { from: 'floral', to: 'woody' },
          },
        },
        en,
      ),
    ).toEqual(['price: €145.00 → €150.00', 'stock: not tracked → 4', 'new: yes → no', 'scent family: floral → woody']);
  });

  it('writes plain values, shortens long ones, and splits camelCase names', () => {
    const lines = describeDetails(
      {
        action: 'perfume.updated',
        details: {
          name: 'Oud Fumé',
          description: { from: 'x'.repeat(100), to: 'short' },
          trackingNumber: '6A1',
          restockedBottles: 2,
        },
      },
      en,
    );
    expect(lines[0]).toBe('name: Oud Fumé');
    expect(lines[1]).toMatch(/^description: x{59}… → short$/);
    expect(lines[2]).toBe('tracking number: 6A1');
    expect(lines[3]).toBe('restocked bottles: 2');
  });

  it("puts an order's status change on one line, then the rest", () => {
    expect(
      describeDetails(
        {
          action: 'order.status',
          details: { from: 'processing', to: 'shipped', carrier: 'Colissimo', trackingNumber: '6A1' },
        },
        en,
      ),
    ).toEqual(['status: processing → shipped', 'carrier: Colissimo', 'tracking number: 6A1']);
    expect(
      describeDetails(
        { action: 'order.refunded', details: { refundId: 're_1', restocked: true, amountCents: 15750 } },
        en,
      ),
    ).toEqual(['refund id: re_1', 'restocked: yes', 'amount: €157.50']);
  });

  it('has nothing to say without details', () => {
    expect(describeDetails({ action: 'perfume.created', details: null }, en)).toEqual([]);
  });
});

describe('entityHref', () => {
  it('opens perfumes, ingredients and orders where the back office edits them', () => {
    expect(entityHref({ entity: 'perfume', entityId: '12' })).toBe('/admin?tab=catalogue&perfume=12');
    expect(entityHref({ entity: 'ingredient', entityId: '3' })).toBe(
      '/admin?tab=catalogue&section=ingredients&ingredient=3',
    );
    expect(entityHref({ entity: 'order', entityId: '42' })).toBe('/admin?order=42');
  });

  it('opens a work order in the Atelier tab', () => {
    expect(entityHref({ entity: 'work-order', entityId: '7' })).toBe('/admin?tab=atelier&workOrder=7');
    expect(describeAction({ action: 'work-order.status', entity: 'work-order', entityId: '7' }, en)).toBe(
      'Changed the status of work order #7',
    );
  });

  it('opens a staff change in the Staff tab, in words', () => {
    expect(entityHref({ entity: 'staff', entityId: '4' })).toBe('/admin?tab=staff');
    expect(describeAction({ action: 'staff.invited', entity: 'staff', entityId: '4' }, en)).toBe(
      'Invited staff member #4',
    );
    expect(describeAction({ action: 'staff.invitation-resent', entity: 'staff', entityId: '4' }, en)).toBe(
      'Sent a new invitation to staff member #4',
    );
    expect(describeAction({ action: 'staff.suspended', entity: 'staff', entityId: '4' }, en)).toBe(
      'Suspended staff member #4',
    );
    expect(
      describeDetails({ action: 'staff.updated', details: { role: { from: 'support', to: 'owner' } } }, en),
    ).toEqual(['role: support → owner']);
  });

  it('has no page for images or odd ids', () => {
    expect(entityHref({ entity: 'image', entityId: '5' })).toBeNull();
    expect(entityHref({ entity: 'perfume', entityId: 'x' })).toBeNull();
  });
});
