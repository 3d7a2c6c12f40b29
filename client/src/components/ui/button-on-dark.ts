// Buttons that sit on the dark blue bands (hero, calls to action). Separate from buttonClass because its
// variants set colours that would fight these.
const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 text-base font-semibold transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export const onDarkButtonClass = (kind: "solid" | "outline", extra = "") =>
  `${base} ${kind === "solid" ? "bg-white text-blue-900 hover:bg-blue-50" : "border-2 border-white text-white hover:bg-white/10"} ${extra}`;
