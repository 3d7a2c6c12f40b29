// How big an uploaded image may be, for the server that refuses a bigger one and for the image pickers that scale
// a large photo down in the browser before uploading it. No dependencies.

const MB = 1024 * 1024;

/** Client logos, testimonial images, page images and the company logo: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * MB;

/** Team photos are kept small: 1 MB (1048576 bytes). */
export const TEAM_IMAGE_MAX_BYTES = 1 * MB;

/**
 * The longest side, in pixels, a picker scales a large photo down to before uploading it: wider than any screen
 * the site shows it on, and small enough that a photo straight from a phone or camera fits the limits above.
 */
export const UPLOAD_MAX_SIDE = 2560;
