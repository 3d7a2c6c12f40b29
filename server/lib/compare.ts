/**
 * Orders strings by their UTF-16 code units, as `Array.prototype.sort` does by default: right for keys and ISO
 * timestamps, and unlike `localeCompare` it needs none of the collation data (about 3 MiB) that the first
 * locale-aware comparison loads into the process.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
