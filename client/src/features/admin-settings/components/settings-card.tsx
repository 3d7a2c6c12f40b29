import { useId, type ReactNode } from "react";

export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  // A generated id: a title with spaces would make aria-labelledby name several ids that do not exist.
  const headingId = useId();
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
