import { useSiteSettings } from "@/lib/site-settings";
import { cmsName } from "@shared/cms-meta";

/** The CMS's name, shown on the sign-in panel and after every admin page title. */
export function useCmsName(): string {
  const { companyName } = useSiteSettings();
  return cmsName(companyName);
}
