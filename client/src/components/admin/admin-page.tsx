import type { ReactNode } from "react";
import { Helmet } from "react-helmet-async";
import { useCmsName } from "@/lib/cms-name";

interface AdminPageProps {
  /** The document title before ' | CMS name'. */
  title: string;
  /** The meta description: one plain sentence saying what this screen is for. */
  metaDescription: string;
  /** The visible heading (defaults to the title). */
  heading?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One admin screen: its document title and description, its heading and the buttons beside it. */
export function AdminPage({ title, metaDescription, heading = title, description, actions, children }: AdminPageProps) {
  const cmsName = useCmsName();
  return (
    <>
      <Helmet>
        <title>{`${title} | ${cmsName}`}</title>
        <meta name="description" content={metaDescription} />
      </Helmet>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </>
  );
}
