/** The after-sales pages this area draws by hand (docs/after-sales.md). */
export const STOCK_TRANSFER_LIST_PATH = '/accessories/stockTransfer';
/** a transfer form with its lines: new without ?id=, the form (its lines, its events) with it */
export const STOCK_TRANSFER_FORM_PATH = '/accessories/stockTransfer/form';
