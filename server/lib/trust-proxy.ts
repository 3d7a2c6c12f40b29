import { isIP } from "node:net";

/** What Express's `trust proxy` setting is given: on/off, a hop count, or the proxies' names, addresses and subnets. */
export type TrustProxy = boolean | number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** The most proxies production believes in a row: a load balancer in front of a reverse proxy is 2. */
export const MAX_PRODUCTION_HOPS = 5;

/** Reads TRUST_PROXY into what Express takes; a list may hold entries it cannot read (see `unreadableEntries`). */
export function parseTrustProxy(value: string): TrustProxy {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((entry) => entry.trim());
}

/** The entries of a list that are neither Express's names nor an IP address or subnet. */
export function unreadableEntries(setting: TrustProxy): string[] {
  if (!Array.isArray(setting)) return [];
  return setting.filter((entry) => !NAMES.has(entry) && !parseNetwork(entry));
}

/**
 * Why the setting would let someone outside the private network pick their own client address (a sentence naming
 * TRUST_PROXY), or undefined when
 * it names only this machine, the private network or single addresses. Express believes X-Forwarded-For from every
 * address the setting covers (and, with a hop count, from that many hops whoever they are), so a subnet that
 * reaches the internet, or a large hop count, lets any client escape the per-IP limits.
 */
export function tooBroad(setting: TrustProxy): string | undefined {
  if (setting === true) return "TRUST_PROXY=true trusts X-Forwarded-For from anyone";
  if (setting === false) return undefined;
  if (typeof setting === "number") {
    return setting > MAX_PRODUCTION_HOPS
      ? `TRUST_PROXY=${setting} believes ${setting} X-Forwarded-For entries, which any client can add to (a hop count may be at most ${MAX_PRODUCTION_HOPS})`
      : undefined;
  }
  const broad = setting.filter((entry) => {
    if (NAMES.has(entry)) return false;
    const network = parseNetwork(entry);
    if (!network) return false;
    const single = network.prefix === network.width;
    return !single && !PRIVATE.some((range) => contains(range, network));
  });
  if (!broad.length) return undefined;
  return (
    `TRUST_PROXY: ${broad.map((entry) => JSON.stringify(entry)).join(", ")} ${broad.length > 1 ? "reach" : "reaches"} beyond ` +
    "this machine and private networks"
  );
}

interface Network {
  /** The address as a number, 32 bits (IPv4) or 128 bits (IPv6). */
  address: bigint;
  width: 32 | 128;
  prefix: number;
}

/** Loopback, link-local and private (unique-local) ranges: Express's loopback, linklocal and uniquelocal. */
const PRIVATE: Network[] = [
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "169.254.0.0/16",
  "::1/128",
  "fe80::/10",
  "fc00::/7",
].map((range) => parseNetwork(range)!);

function contains(outer: Network, inner: Network): boolean {
  if (outer.width !== inner.width || inner.prefix < outer.prefix) return false;
  const shift = BigInt(outer.width - outer.prefix);
  return outer.address >> shift === inner.address >> shift;
}

/**
 * An address, `address/bits` or an IPv4 `address/netmask`; IPv4-mapped IPv6 (::ffff:10.0.0.1, ::ffff:a00:0/104)
 * is read as the IPv4 it stands for. Undefined when it is none of these.
 */
export function parseNetwork(entry: string): Network | undefined {
  const [text = "", range, ...rest] = entry.split("/");
  const version = isIP(text);
  if (!version || rest.length) return undefined;
  const width = version === 4 ? 32 : 128;
  let prefix = width;
  if (range !== undefined) {
    if (/^\d{1,3}$/.test(range)) prefix = Number(range);
    else if (version === 4 && isIP(range) === 4) {
      // A netmask such as 255.255.0.0: ones, then only zeros.
      const bits = ipv4Bits(range).toString(2).padStart(32, "0");
      if (!/^1*0*$/.test(bits)) return undefined;
      prefix = bits.indexOf("0") === -1 ? 32 : bits.indexOf("0");
    } else return undefined;
    if (prefix > width) return undefined;
  }
  const address = version === 4 ? ipv4Bits(text) : ipv6Bits(text);
  const mapped = width === 128 && address >> 32n === 0xffffn && prefix >= 96;
  if (mapped) return { address: address & 0xffffffffn, width: 32, prefix: prefix - 96 };
  return { address, width, prefix };
}

function ipv4Bits(text: string): bigint {
  return text.split(".").reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(text: string): bigint {
  // A trailing dotted IPv4 (::ffff:10.0.0.1) is two groups; a zone (fe80::1%eth0) says nothing about the range.
  let body = text.split("%")[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const v4 = ipv4Bits(dotted[1]!);
    body = `${body.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = body.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
  return all.reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)), 0n);
}
