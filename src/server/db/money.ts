import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { currenciesOfExponent } from '../../domain/currency/currency';

type Expr = PgColumn | SQL;

/** The codes written into the statement (constants of the domain, three capital letters each), not as parameters. */
const list = (codes: string[]) => sql.raw(codes.map((code) => `'${code.replace(/[^A-Z]/g, '')}'`).join(', '));
const WHOLE = list(currenciesOfExponent(0));
const THOUSANDTHS = list(currenciesOfExponent(3));

/**
 * How many minor units make one major unit of the currency in `currency` (100, 1 or 1000 by its ISO 4217 exponent), as
 * `minorPerMajor` says in the domain: for SQL that writes amounts in major units (the lists PostgreSQL writes).
 */
export const minorPerMajorSql = (currency: Expr): SQL =>
  sql`(case when ${currency} in (${WHOLE}) then 1 when ${currency} in (${THOUSANDTHS}) then 1000 else 100 end)`;

/** The decimals of the currency in `currency` (2, 0 or 3), as `exponentOf` says in the domain. */
export const exponentSql = (currency: Expr): SQL =>
  sql`(case when ${currency} in (${WHOLE}) then 0 when ${currency} in (${THOUSANDTHS}) then 3 else 2 end)`;
