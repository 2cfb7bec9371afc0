import { PERMISSIONS } from '@/domain/accounts/roles';
import type { User } from '@/domain/accounts/schemas';
import type { getAdminOrder } from '@/domain/api/admin';
import type { listAdminPerfumes } from '@/domain/api/admin-catalogue';
import type { Answer } from '@/domain/api/endpoint';
import type { getCart } from '@/domain/api/cart';
import type { getIngredients, getPerfume } from '@/domain/api/catalogue';
import { seededSizePriceCents } from '@/domain/catalogue/sizes';
import { ingredientSeeds } from '@/server/db/seeds/ingredients';
import { materialDensities, materialSeeds } from '@/server/db/seeds/materials';
import { perfumeSeeds } from '@/server/db/seeds/perfumes';

/*
 * What the component tests' stubs answer: the seeded catalogue (src/server/db/seeds/) in the
 * shapes the API answers, and a customer, each overridable field by field.
 */

type Perfume = Answer<typeof getPerfume>;
type Ingredient = Answer<typeof getIngredients>[number];
type CartLine = Answer<typeof getCart>[number];

/** The seeded perfume of id `id` (1–20, as the shop numbers them), sold in 30, 50 and 100 ml. */
export function perfume(id: number, changes: Partial<Perfume> = {}): Perfume {
  const seed = perfumeSeeds[id - 1];
  if (!seed) throw new Error(`No seeded perfume ${id}`);
  const price = seed.priceCents / 100;
  return {
    id,
    name: seed.name,
    price,
    currency: 'EUR',
    imageSrc: `/images/perfumes/${seed.slug}.svg`,
    notes: seed.notes,
    description: seed.description,
    gender: seed.gender,
    isNew: seed.isNew,
    isBestseller: seed.isBestseller,
    family: seed.family,
    inStock: true,
    volume: 50,
    sizes: [30, 50, 100].map((volume) => ({
      volume,
      price: seededSizePriceCents(seed.priceCents, volume) / 100,
      inStock: true,
    })),
    rating: null,
    ...changes,
  };
}

/** The seeded ingredients, numbered from 1 in the seed's order, with their atelier data. */
export function ingredients(): Ingredient[] {
  return ingredientSeeds.map((seed, i) => {
    const material = materialSeeds[seed.slug];
    return {
      id: i + 1,
      name: seed.name,
      characteristics: seed.characteristics,
      imageSrc: `/images/ingredients/${seed.slug}.svg`,
      category: seed.category,
      grade: material?.grade ?? '',
      ifraLimit: material?.ifraLimit ?? null,
      allergens: (material?.allergens ?? []).map(([inci, percent]) => ({ inci, percent })),
      density: materialDensities[seed.slug] ?? null,
    };
  });
}

/** A cart line of a catalogue bottle (50 ml unless told). */
export function bottleLine(id: number, p: Perfume, quantity = 1, changes: Partial<CartLine> = {}): CartLine {
  return {
    id,
    quantity,
    isCustom: false,
    perfumeId: p.id,
    customName: null,
    customPrice: null,
    customDetails: null,
    price: p.price,
    name: p.name,
    size: 'bottle',
    volume: p.volume,
    ...changes,
  };
}

/** A gift card line for a recipient (issue #43), as the cart answers it. */
export function giftCardLine(id: number, amount = 50, changes: Partial<CartLine> = {}): CartLine {
  return {
    id,
    quantity: 1,
    isCustom: true,
    perfumeId: null,
    customName: `Gift card €${amount.toFixed(2)} for Jane Martin`,
    customPrice: amount,
    customDetails: {
      type: 'gift-card',
      amount,
      recipientName: 'Jane Martin',
      recipientEmail: 'jane@example.com',
      message: 'Happy birthday',
      sendOn: '2026-12-24',
    },
    price: amount,
    name: `Gift card €${amount.toFixed(2)} for Jane Martin`,
    size: 'bottle',
    volume: null,
    ...changes,
  };
}

export function customer(changes: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ada',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    phone: null,
    address: null,
    address2: null,
    city: null,
    region: null,
    postalCode: null,
    country: null,
    dateOfBirth: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    isAdmin: false,
    isActive: true,
    subscriptionStatus: 'inactive',
    emailVerified: true,
    twoFactorEnabled: false,
    role: null,
    permissions: [],
    twoFactorSetupRequired: false,
    ...changes,
  };
}

/** A lifestyle perfume's cart line (made one bottle at a time), as the configurator adds it; €145. */
export function lifestyleLine(id: number, changes: Partial<CartLine> = {}): CartLine {
  return {
    id,
    quantity: 1,
    isCustom: true,
    perfumeId: null,
    customName: 'Jardin Secret',
    customPrice: 145,
    customDetails: {
      type: 'lifestyle',
      name: 'Jardin Secret',
      scentFamily: 'Fresh',
      notes: 'Bergamot, Lemon, Mint, Jasmine, Lavender, Vetiver, Light Musk',
      topNotes: 'Bergamot, Lemon, Mint',
      middleNotes: 'Jasmine, Lavender',
      baseNotes: 'Vetiver, Light Musk',
      description: 'A bespoke Fresh fragrance for fresh spring mornings',
      intensity: 'moderate',
      lastingPower: 'half-day',
      wearTime: ['daytime'],
      gender: 'female',
    },
    price: 145,
    name: 'Jardin Secret',
    size: 'bottle',
    volume: null,
    ...changes,
  };
}

type AdminOrder = Answer<typeof getAdminOrder>;

/** An order's line for a gift card of `amount` (€) to `recipientName`, as the order's answers write it. */
export function giftCardOrderLine(id: number, recipientName: string, amount: number): AdminOrder['items'][number] {
  return {
    id,
    name: `Gift card €${amount.toFixed(2)} for ${recipientName}`,
    quantity: 1,
    price: amount,
    perfumeId: null,
    isCustom: true,
    customDetails: { type: 'gift-card', amount, recipientName, recipientEmail: 'x@example.com', sendOn: null },
    size: 'bottle',
    tax: 0,
    taxRate: 0,
    refundedQuantity: 0,
    volume: null,
  };
}

/**
 * A paid guest order as the back office reads it: two 50 ml bottles of Rose de Minuit (€165 each) and
 * one of Iris Lumière (€189) to France (20 % VAT inside), Standard shipping at €12, nothing refunded.
 */
export function adminOrder(changes: Partial<AdminOrder> = {}): AdminOrder {
  const details = {
    fullName: 'Louise Michel',
    email: 'louise@example.com',
    address: '12 rue des Lilas',
    city: 'Paris',
    postalCode: '75003',
    country: 'FR',
  };
  const line = (id: number, p: Perfume, quantity: number) => ({
    id,
    // The perfume's name, as the order keeps it: its size is the volume's (orderLineName shows both).
    name: p.name,
    quantity,
    price: p.price,
    perfumeId: p.id,
    isCustom: false,
    customDetails: null,
    size: 'bottle' as const,
    tax: Math.round(((p.price * quantity) / 6) * 100) / 100,
    taxRate: 0.2,
    refundedQuantity: 0,
    volume: 50,
  });
  return {
    id: 12,
    userId: null,
    guestId: 'guest_x',
    total: 531,
    subtotal: 519,
    discount: 0,
    adjustments: [],
    shipping: 12,
    tax: 88.5,
    taxRate: 0.2,
    shippingTax: 2,
    shippingMethod: 'Standard',
    countryName: 'France',
    giftCard: 0,
    invoiceNumber: '2026-000012',
    refunded: 0,
    currency: 'EUR',
    status: 'processing',
    paymentStatus: 'paid',
    isTestPayment: true,
    locale: 'en',
    createdAt: '2026-03-02T10:00:00.000Z',
    items: [line(1, perfume(1), 2), line(2, perfume(2), 1)],
    shippingDetails: details,
    carrier: null,
    trackingNumber: null,
    gift: null,
    billingDetails: details,
    customer: { name: 'Louise Michel', email: 'louise@example.com', kind: 'guest', userId: null },
    refundable: 531,
    paidAt: '2026-03-02T10:05:00.000Z',
    refundedAt: null,
    payment: { provider: 'simulated', reference: 'pi_sim_12', amount: 531, isTest: true, refundId: null },
    statusHistory: [{ status: 'processing', at: '2026-03-02T10:05:00.000Z', note: null, by: null }],
    refunds: [],
    giftCards: [],
    ...changes,
  };
}

/** A staff member of the back office: the owner, with every permission and a second factor. */
export function owner(changes: Partial<User> = {}): User {
  return customer({
    id: 1,
    username: 'admin',
    email: 'admin@maison-lumiere.test',
    fullName: 'Admin',
    isAdmin: true,
    role: 'owner',
    permissions: [...PERMISSIONS],
    twoFactorEnabled: true,
    ...changes,
  });
}

type AdminPerfume = Answer<typeof listAdminPerfumes>[number];

/** A seeded perfume as the back office lists it: its stock not tracked, on sale. */
export function adminPerfume(id: number, changes: Partial<AdminPerfume> = {}): AdminPerfume {
  const p = perfume(id);
  return {
    ...p,
    stock: null,
    sizes: p.sizes.map((s) => ({ ...s, stock: null })),
    archivedAt: null,
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...changes,
  };
}
