import { useSiteSettings } from "@/lib/site-settings";
import { effectiveTimeZone } from "@shared/time-zone";

/**
 * The zone the CMS shows and asks for pages' dates and times in (the server sends its effective value). Apart from
 * the site settings every page reads, so that visitors' pages do not download the time zone code.
 */
export const useSiteTimeZone = () => effectiveTimeZone(useSiteSettings().settings.siteTimeZone);
