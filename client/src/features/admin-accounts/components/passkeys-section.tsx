import { useQuery } from "@tanstack/react-query";
import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Loaded } from "@/components/ui/loaded";
import { PasskeyAddressNote } from "@/components/ui/passkey-address-note";
import { formatDateTime } from "@/lib/format";
import { isIpAddress, passkeysSupported } from "@/lib/passkeys";
import type { PasskeySummary } from "@shared/passkeys";
import { passkeyAccountQuery, useAddPasskey, useRenamePasskey } from "../api/passkeys";
import { PasskeyNameDialog } from "./passkey-name-dialog";
import { RemovePasskeyDialog } from "./remove-passkey-dialog";

const sectionClass = "rounded-lg border border-slate-200 bg-white p-5 sm:p-6";

/** The signed-in administrator's passkeys: listed with their dates, added, renamed and removed. */
export function PasskeysSection() {
  const account = useQuery(passkeyAccountQuery);
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeySummary | null>(null);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const list = account.data?.passkeys ?? [];

  return (
    <section aria-labelledby="passkeys-title" className={sectionClass}>
      <h2 id="passkeys-title" className="text-lg font-semibold text-slate-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A passkey signs you in with this device&apos;s screen lock, fingerprint or security key: nothing to remember or
        type, and it works only on this site, so a fake sign-in page cannot collect it.
      </p>
      <div className="mt-4 grid gap-4">
        <Loaded query={account} loading="Loading your passkeys" what="Your passkeys">
          {() =>
            list.length === 0 ? (
              <p className="text-sm text-slate-700">You have no passkeys yet.</p>
            ) : (
              <ul aria-label="Your passkeys" className="divide-y divide-slate-200 rounded-md border border-slate-200">
                {list.map((passkey) => (
                  <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                    <div className="flex min-w-0 items-start gap-3">
                      <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
                      <div className="min-w-0">
                        <p className="font-medium break-words text-slate-900">{passkey.name}</p>
                        <p className="text-xs text-slate-600">
                          Added <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time>
                          {" · "}
                          {passkey.lastUsedAt ? (
                            <>
                              Last used <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
                            </>
                          ) : (
                            "Not used to sign in yet"
                          )}
                        </p>
                      </div>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Rename ${passkey.name}`}
                        onClick={() => {
                          rename.reset();
                          setRenaming(passkey);
                        }}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        Rename
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Remove ${passkey.name}`}
                        onClick={() => setRemoving(passkey)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
                        Remove
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
        <AddPasskeyControl
          onAdd={() => {
            add.reset();
            setAdding(true);
          }}
        />
      </div>
      <PasskeyNameDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add a passkey"
        description="Name it, then follow your device's prompt (screen lock, fingerprint or security key)."
        submitLabel="Continue"
        initialName=""
        pending={add.isPending}
        error={add.error}
        onSubmit={(name) => add.mutate(name, { onSuccess: () => setAdding(false) })}
      />
      <PasskeyNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename passkey"
        description="The name helps you tell your passkeys apart."
        submitLabel="Save Name"
        initialName={renaming?.name ?? ""}
        pending={rename.isPending}
        error={rename.error}
        onSubmit={(name) => rename.mutate({ id: renaming!.id, name }, { onSuccess: () => setRenaming(null) })}
      />
      <RemovePasskeyDialog
        passkey={removing}
        isLast={list.length === 1}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
    </section>
  );
}

/** 'Add a passkey', or why it cannot be offered in this browser or at this address. */
function AddPasskeyControl({ onAdd }: { onAdd: () => void }) {
  const [supported] = useState(passkeysSupported);
  if (!supported) {
    return (
      <p className="text-sm text-slate-700">This browser cannot make passkeys. Use a current browser to add one.</p>
    );
  }
  const hostname = window.location.hostname;
  if (isIpAddress(hostname)) return <PasskeyAddressNote hostname={hostname} action="to add one" />;
  return (
    <div>
      <Button onClick={onAdd}>
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Add a passkey
      </Button>
    </div>
  );
}
