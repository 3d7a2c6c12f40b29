import type { ReactNode } from "react";

/** The band at the top of an inner page: its one h1 and an introduction. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{children}</div>}
      </div>
    </div>
  );
}
