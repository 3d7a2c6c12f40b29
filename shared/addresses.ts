// The two kinds of address a link or a redirect may lead to: a path of this site, or an https address.

/** An https address with a host: never a javascript: or data: URL, nor plain http. */
export function isHttpsAddress(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** A path of this site: one leading slash (`//host` would leave the site), and no white space or backslash. */
export const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !/[\s\\]/.test(value);
