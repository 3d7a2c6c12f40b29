import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { Tooltip } from "./tooltip";
import { dismissToast, useToasts } from "./use-toast";

/**
 * Radix toasts, announced politely; failures stay until dismissed so nobody misses them, and so does a toast with an
 * action (Undo), which nobody should have to catch in time. F8 moves focus to the toasts.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {toasts.map((t) => {
        const destructive = t.variant === "destructive";
        const lasting = destructive || t.action !== undefined;
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            type="background"
            duration={lasting ? Infinity : 6000}
            onOpenChange={(open) => !open && dismissToast(t.id)}
            className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
              destructive ? "border-red-800 bg-red-700 text-white" : "border-slate-300 bg-white text-slate-900"
            }`}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description && (
                <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
              )}
              {t.action && (
                <ToastPrimitive.Action altText={t.action.altText} asChild>
                  <button
                    type="button"
                    onClick={t.action.onClick}
                    className="mt-1 inline-flex min-h-9 w-fit items-center rounded-md border border-slate-400 px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  >
                    {t.action.label}
                  </button>
                </ToastPrimitive.Action>
              )}
            </div>
            <Tooltip content="Dismiss notification">
              <ToastPrimitive.Close
                aria-label="Dismiss notification"
                className={`absolute top-2 right-2 inline-flex h-7 w-7 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-offset-2 ${
                  destructive
                    ? "hover:bg-red-800 focus-visible:outline-white"
                    : "hover:bg-slate-100 focus-visible:outline-blue-700"
                }`}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </ToastPrimitive.Close>
            </Tooltip>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        data-toast-viewport=""
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
