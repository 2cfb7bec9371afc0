/*
 * No zod here: the header and the product cards of the first page read this (their schemas are in
 * ./schemas.ts, as the cart's are in ../cart/schemas.ts).
 */

/**
 * The most perfumes a guest's browser keeps, and the most ids one merge carries: a guest's whole
 * list joins the account in one call at sign-in.
 */
export const MAX_WISHLIST_IDS = 100;
