import { Download } from "lucide-react";
import { ExternalLink } from "@/components/ui/external-link";
import { useSiteSettings } from "@/lib/site-settings";
import type { SiteTextKey } from "@shared/site-text-kinds";

// The free, open-source EPUB reader by EDRLab; its download addresses are Site Settings.
const READER_NAME = "Thorium Reader";
const DOWNLOADS: { platform: string; links: { label: string; key: SiteTextKey }[] }[] = [
  {
    platform: "Windows",
    links: [
      { label: "Microsoft Store", key: "epubReaderWindowsStoreUrl" },
      { label: "Direct install", key: "epubReaderWindowsUrl" },
    ],
  },
  {
    platform: "Mac",
    links: [
      { label: "Apple Silicon", key: "epubReaderMacArmUrl" },
      { label: "Intel", key: "epubReaderMacIntelUrl" },
    ],
  },
  {
    platform: "Linux",
    links: [
      { label: "Flathub", key: "epubReaderFlathubUrl" },
      { label: "Debian package", key: "epubReaderDebianUrl" },
    ],
  },
];
const REQUIREMENTS = [
  "macOS Big Sur or later",
  "Windows 10 or later",
  "Ubuntu 18.04",
  "Fedora 32",
  "Debian 10 or later",
];
const FEATURES = [
  "Keyboard and screen reader support",
  "Text-to-speech read aloud",
  "Customizable display: fonts, spacing, colours and themes",
  "MathML rendering",
  "EPUB3 and PDF support",
];

/** The recommended open EPUB reader (on the EPUB service only). */
export function EpubReaderBlock() {
  const { texts } = useSiteSettings();
  // A platform without any address is left out rather than shown as a broken link.
  const downloads = DOWNLOADS.map((group) => ({
    platform: group.platform,
    links: group.links.map((link) => ({ label: link.label, href: texts[link.key] })).filter((link) => link.href),
  })).filter((group) => group.links.length > 0);
  const reader = { name: READER_NAME, homepageUrl: texts.epubReaderUrl };
  return (
    <section
      aria-labelledby="epub-reader-title"
      className="mt-12 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 md:p-8"
    >
      <span className="inline-block rounded-full bg-emerald-800 px-3 py-1 text-xs font-bold tracking-wider text-white">
        COMMUNITY PICK
      </span>
      <h2 id="epub-reader-title" className="mt-3 text-2xl font-bold text-slate-900">
        Read, Select, Annotate, Classify
      </h2>
      <p className="mt-2 text-slate-700">
        Test your accessible EPUBs the way readers do with {reader.name}, a free, open-source reading application by
        EDRLab.{" "}
        {reader.homepageUrl && (
          <ExternalLink href={reader.homepageUrl} className="font-semibold text-blue-800 underline">
            About {reader.name}
          </ExternalLink>
        )}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {downloads.map((group) => (
          <div key={group.platform}>
            <h3 className="font-semibold text-slate-900">{group.platform}</h3>
            <ul className="mt-2 space-y-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <ExternalLink
                    href={link.href}
                    className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50"
                  >
                    <Download aria-hidden="true" className="h-4 w-4" />
                    {link.label}
                    <span className="sr-only">
                      , {reader.name} for {group.platform}
                    </span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">Minimum system requirements</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {REQUIREMENTS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Features</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {FEATURES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
