/** Tables of this area's resource declarations (one export per table, read by drizzle-kit). */
export {};
