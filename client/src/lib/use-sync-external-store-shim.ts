// wouter imports useSyncExternalStore from the use-sync-external-store shim, which carries a fallback for React
// versions before 18. React 19 has it built in; the build points the shim here so the fallback is not shipped.
export { useSyncExternalStore } from "react";
