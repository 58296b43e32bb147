/**
 * Yuan to the dollar: the rate the seed's dollar prices start from, and the one an import converts
 * with when a record gives a price in one of the two currencies only (it says so in its report).
 */
export const CNY_PER_USD = 7.1;
