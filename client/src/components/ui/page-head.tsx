import { Helmet } from "react-helmet-async";
import { useSiteSettings } from "@/lib/site-settings";

/** The document title ("{title} | {company}") and meta description every public page sets (spec 2.2). */
export function PageHead({ title, description }: { title: string; description?: string }) {
  const { companyName } = useSiteSettings();
  return (
    <Helmet>
      <title>{`${title} | ${companyName}`}</title>
      {description && <meta name="description" content={description} />}
    </Helmet>
  );
}
