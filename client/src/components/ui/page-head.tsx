import { Helmet } from "react-helmet-async";
import { buildHead, jsonForScript } from "@shared/head-tags";
import type { RouteMeta } from "@shared/route-meta";
import { getSiteUrl } from "@/lib/bootstrap";
import { useSiteSettings } from "@/lib/site-settings";

/** A public screen's head: the same tags the server writes for it, rendered again as the visitor moves on. */
export function PageHead({ meta }: { meta: RouteMeta }) {
  const { companyName, companyTagline, settings } = useSiteSettings();
  const head = buildHead(meta, {
    siteUrl: getSiteUrl(),
    companyName,
    companyTagline,
    companyLogo: settings.companyLogo,
  });
  return (
    <Helmet>
      <title>{head.title}</title>
      {head.tags.map(({ tag: Tag, attributes }) => (
        <Tag key={Object.values(attributes)[0]} {...attributes} />
      ))}
      {head.structuredData && <script type="application/ld+json">{jsonForScript(head.structuredData)}</script>}
    </Helmet>
  );
}
