import type { ReactNode } from "react";
import { ExternalLink } from "@/components/ui/external-link";
import { externalUrl } from "@/lib/external-url";
import { useSiteSettings } from "@/lib/site-settings";

// lucide no longer ships brand marks, so these are simple outline glyphs drawn on a 24×24 grid.
const GLYPHS: Record<SocialKey, ReactNode> = {
  twitterUrl: <path d="M4 4l16 16M20 4L4 20" />,
  linkedinUrl: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
    </>
  ),
  facebookUrl: <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />,
  instagramUrl: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </>
  ),
  youtubeUrl: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
};

type SocialKey = "twitterUrl" | "linkedinUrl" | "facebookUrl" | "instagramUrl" | "youtubeUrl";

export const SOCIAL_NETWORKS: { key: SocialKey; name: string }[] = [
  { key: "twitterUrl", name: "Twitter" },
  { key: "linkedinUrl", name: "LinkedIn" },
  { key: "facebookUrl", name: "Facebook" },
  { key: "instagramUrl", name: "Instagram" },
  { key: "youtubeUrl", name: "YouTube" },
];

/** One icon link per social network whose URL is set in the site settings. */
export function PublicSocialLinks() {
  const { settings, companyName } = useSiteSettings();
  // Social URLs are not checked when saved, so only http(s) addresses become links.
  const present = SOCIAL_NETWORKS.flatMap((network) => {
    const href = externalUrl(settings[network.key]);
    return href ? [{ ...network, href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Social media">
      {present.map((network) => (
        <li key={network.key}>
          <ExternalLink
            href={network.href}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-blue-700 focus-visible:outline-white"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {GLYPHS[network.key]}
            </svg>
            <span className="sr-only">{`${companyName} on ${network.name}`}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
