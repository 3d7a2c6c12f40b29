// What the public quote form needs of the inquiry rules before it validates anything: no zod, so that the
// Contact page can show the form while the rules themselves (schema.ts) load only when the visitor starts on it.

/**
 * The field of the public quote form that people never see and bots fill in. A submission with any text in it is
 * answered like any other but not stored.
 */
export const INQUIRY_HONEYPOT_FIELD = "website";

/** The longest text one goal or challenge may have (the form's challenges box holds one). */
export const INQUIRY_ITEM_MAX = 500;

/** Whether /contact shows the 'Request a quote' form: on unless an administrator turned it off. */
export const isQuoteFormEnabled = (value: string | null | undefined) => value !== "false";
