/**
 * The year whose personal journal subscriptions are on sale: the specification puts 2026 on
 * sale, and the price table (journal_prices) holds that year's prices. A subscription for it
 * runs from 1 January to 31 December.
 */
export const SUBSCRIPTION_SALE_YEAR = 2026;
