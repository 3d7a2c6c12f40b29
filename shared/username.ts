// How a typed username is compared, in one place, so that sign-in and its rate limit agree on which spellings are
// one account.

/**
 * The form a username is counted under by the sign-in limit: compatibility forms decomposed, accents and other
 * marks dropped, lower case. Every spelling the database could take for an account folds to that account's name
 * ("ADMIN", "admİn" with a dotted capital I, a full-width "ａｄｍｉｎ" all fold to "admin"), so no spelling gets a
 * fresh allowance of guesses.
 */
export const foldUsername = (name: string): string => name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Whether a typed name can match an account at all. Accounts are created with ASCII names only (see
 * insertUserSchema), and ASCII folds the same way in JavaScript and in PostgreSQL's lower(); anything else would
 * depend on the database's locale (lower() turns "İ" into "i"), so it matches no account.
 */
export const isAsciiUsername = (name: string): boolean => /^[\x20-\x7e]*$/.test(name);
