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

/**
 * The quote form's proof of work, ALTCHA's protocol: the server hands out a signed challenge (a salt and the
 * SHA-256 of the salt followed by a secret number up to `maxnumber`); the visitor's browser finds the number and
 * sends the challenge back with it, base64-encoded JSON, in the inquiry's `altcha` field.
 */
export interface InquiryChallenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What GET /api/inquiries/challenge answers: a challenge, or that the server asks for none (INQUIRY_CHALLENGE=off). */
export type InquiryChallengeAnswer = InquiryChallenge | { disabled: true };

/**
 * The 400 of an inquiry without a valid, unexpired, unused proof of work. The form never shows it in practice: on
 * it, the form solves a new challenge and sends once more.
 */
export const INQUIRY_CHALLENGE_REFUSED =
  "We could not confirm that this request came from the form on our website. Please reload the page and send it again.";
