import * as TabsPrimitive from "@radix-ui/react-tabs";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";

// Vertical tabs (orientation="vertical") are laid out here, via Radix's data-orientation, so callers never
// have to override these defaults (joined class strings cannot reliably override one another).
export const Tabs = TabsPrimitive.Root;

export const TabsList = forwardRef<
  ElementRef<typeof TabsPrimitive.List>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.List>
>(function TabsList({ className = "", ...props }, ref) {
  return (
    <TabsPrimitive.List
      ref={ref}
      className={`inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 data-[orientation=vertical]:flex data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch ${className}`}
      {...props}
    />
  );
});

export const TabsTrigger = forwardRef<
  ElementRef<typeof TabsPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>
>(function TabsTrigger({ className = "", ...props }, ref) {
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium data-[orientation=vertical]:justify-start data-[orientation=vertical]:text-base text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-blue-800 data-[state=active]:shadow forced-colors:data-[state=active]:underline forced-colors:data-[state=active]:decoration-2 forced-colors:data-[state=active]:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
      {...props}
    />
  );
});

export const TabsContent = forwardRef<
  ElementRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className = "", ...props }, ref) {
  return (
    <TabsPrimitive.Content
      ref={ref}
      className={`mt-4 data-[orientation=vertical]:mt-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
      {...props}
    />
  );
});
