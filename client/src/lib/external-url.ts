/**
 * An administrator-entered address made safe to link to: http(s) addresses as they are, bare domains such as
 * "twitter.com/acme" with https:// added, and anything else (javascript:, data:, mailto:, garbage) refused.
 */
export function externalUrl(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, "")}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) return url.href;
  } catch {
    // not a URL
  }
  return null;
}
