import { Helmet } from "react-helmet-async";
import { buildHead, jsonForScript } from "@shared/head-tags";
import type { RouteMeta } from "@shared/route-meta";
import { HeadProvider } from "@/components/head-provider";
import { getSiteUrl } from "@/lib/bootstrap";
import { useSiteSettings } from "@/lib/site-settings";

/** The tags of a public screen's head: the same list the server writes, from the same shared metadata. */
export default function PageHeadTags({ meta }: { meta: RouteMeta }) {
  const { companyName, companyTagline, settings } = useSiteSettings();
  const head = buildHead(meta, {
    siteUrl: getSiteUrl(),
    companyName,
    companyTagline,
    companyLogo: settings.companyLogo,
  });
  return (
    <HeadProvider>
      <Helmet>
        <title>{head.title}</title>
        {head.tags.map(({ tag: Tag, attributes }) => (
          <Tag key={Object.values(attributes)[0]} {...attributes} />
        ))}
        {head.structuredData && <script type="application/ld+json">{jsonForScript(head.structuredData)}</script>}
      </Helmet>
    </HeadProvider>
  );
}
