import { Accessibility } from "lucide-react";
import { Link } from "wouter";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { useSiteSettings } from "@/lib/site-settings";
import { paths } from "@shared/paths";

// The header keeps the name and the tagline on one line each from 1024 px (always, in the admin preview).
const ONE_LINE = { "from-lg": "lg:truncate", always: "truncate", never: "" };

/**
 * Logo (from settings, else an icon), company name and tagline, linking home. `oneLine`: where the name and tagline
 * never wrap (cut with an ellipsis if the brand is given less room than they need).
 */
export function PublicBrand({
  inverted = false,
  oneLine = "never",
}: {
  inverted?: boolean;
  oneLine?: keyof typeof ONE_LINE;
}) {
  const line = ONE_LINE[oneLine];
  const { settings, companyName, companyTagline } = useSiteSettings();
  return (
    <Link href={paths.home} className="flex min-h-11 min-w-0 items-center gap-3 rounded-md">
      {/* Decorative here whatever the media library says: the company's name is the link's text beside it. The
          logo is fitted whole (object-contain), so no focal point applies either. */}
      {settings.companyLogo ? (
        <ResponsiveImage
          src={settings.companyLogo}
          alt=""
          sizes="40px"
          className="h-10 w-10 shrink-0 rounded object-contain"
          eager
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-700 text-white"
        >
          <Accessibility className="h-6 w-6" />
        </span>
      )}
      <span className="min-w-0">
        <span
          className={`block text-base leading-tight font-bold sm:text-lg ${line} ${inverted ? "text-white" : "text-slate-900"}`}
        >
          {companyName}
        </span>
        <span
          className={`block text-xs leading-snug sm:text-sm ${line} ${inverted ? "text-slate-300" : "text-slate-600"}`}
        >
          {companyTagline}
        </span>
      </span>
    </Link>
  );
}
