/**
 * Payments a till cannot take without the server: a deposit's or a gift card's balance is the
 * server's, and a till offline could spend it twice (docs/offline-till.md#what-is-refused-and-what-waits).
 * The server refuses them on a sale made offline; the till sends such a sale to the server directly.
 * A plain value, so the till's code takes it without the wire schemas.
 */
export const METHODS_ONLY_THE_SERVER_TAKES: ReadonlySet<string> = new Set(['Deposit', 'GiftCard']);
