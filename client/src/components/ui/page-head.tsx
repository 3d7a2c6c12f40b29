import { useLayoutEffect } from "react";
import { getSiteUrl } from "@/lib/bootstrap";
import { removeServerHead } from "@/lib/server-head";
import { useSiteSettings } from "@/lib/site-settings";
import { buildHead, jsonForScript } from "@shared/head-tags";
import type { RouteMeta } from "@shared/route-meta";

/**
 * A public screen's title, description, canonical address and sharing tags: the list the server writes, from the
 * same shared metadata. React puts the title, meta and link elements into the document head and takes them out
 * when the screen goes (the organization's JSON-LD stays where it is rendered). The first screen's tags came from
 * the server; they are removed as these take their place, so no tag is there twice. The first screen the server
 * writes as HTML has its head already, so there this renders nothing.
 */
export function PageHead({ meta }: { meta: RouteMeta }) {
  const { companyName, companyTagline, settings } = useSiteSettings();
  useLayoutEffect(() => removeServerHead(), []);
  if (typeof document === "undefined") return null;
  const head = buildHead(meta, {
    siteUrl: getSiteUrl(),
    companyName,
    companyTagline,
    companyLogo: settings.companyLogo,
  });
  return (
    <>
      <title>{head.title}</title>
      {head.tags.map(({ tag: Tag, attributes }) => (
        <Tag key={Object.values(attributes)[0]} {...attributes} />
      ))}
      {head.structuredData && <script type="application/ld+json">{jsonForScript(head.structuredData)}</script>}
    </>
  );
}
