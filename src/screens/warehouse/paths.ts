/** The warehouse's page paths (spec 3 section 2). */
export const STOCK_PATH = '/warehouse/stock/index';
export const CAR_EDIT_PATH = '/warehouse/stock/carStockEdit';
export const CAR_DETAIL_PATH = '/stock/details';
export const OUT_CAR_PATH = '/stock/outCar';
export const ALLOT_PATH = '/warehouse/allot/index';
