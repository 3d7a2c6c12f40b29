import { localhostAddress } from "@/lib/passkeys";

/**
 * Why passkeys cannot be used on a page opened at an IP address, and where they can: the same page at localhost
 * (for this machine's loopback address) or at the site's name. `action` ends the sentence: "to sign in with one".
 */
export function PasskeyAddressNote({ hostname, action }: { hostname: string; action: string }) {
  const localhost = localhostAddress();
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      Passkeys cannot be used on a page opened at an IP address ({hostname}): browsers allow them only at the
      site&apos;s name.{" "}
      {localhost ? (
        <a href={localhost} className="font-medium text-blue-800 underline underline-offset-2">
          Open this page at localhost
        </a>
      ) : (
        "Open this page at the site's name"
      )}{" "}
      {action}.
    </p>
  );
}
