import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { AdminPage } from "@/components/admin/admin-page";
import { Loaded } from "@/components/ui/loaded";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSiteSettings, type SiteSettings } from "@/lib/site-settings";
import type { PublicSetting } from "@shared/schema";
import { SETTINGS_TAB_PARAM } from "@shared/settings-links";
import {
  isSettingsTab,
  settingOf,
  settingRegistry,
  settingsTabLabels,
  settingsTabs,
  type SettingsTab,
} from "@shared/settings-registry";
import { CompanyInfoForm } from "./company-info-form";
import { CompanyLogoCard } from "./company-logo-card";
import { HeroImageCard } from "./hero-image-card";
import { InquiryNotifyCard } from "./inquiry-notify-card";
import { InquiryRetentionCard } from "./inquiry-retention-card";
import { PasskeysOnlyCard } from "./passkeys-only-card";
import { ResultsStripCard } from "./results-strip-card";
import { switchesOn } from "./setting-switches";
import { siteTextSectionOn } from "./site-text-fields";
import { SiteTextsForm } from "./site-texts-form";
import { SocialLinksForm } from "./social-links-form";
import { TestEmailCard } from "./test-email-card";
import { TimeZoneCard } from "./time-zone-card";
import {
  DiscardChangesDialog,
  LeaveScreenGuard,
  SettingsTabProvider,
  UnsavedChangesProvider,
  useSettingsUnsaved,
} from "./unsaved-changes";

interface LoadedSettings {
  settings: SiteSettings;
  rows: PublicSetting[] | undefined;
  companyName: string;
}

/** The tabs whose cards are not only the registry's site texts, switches and quote links' choice. */
const OWN_PANELS: Partial<Record<SettingsTab, (loaded: LoadedSettings) => ReactNode>> = {
  company: ({ settings, rows, companyName }) => (
    <>
      <CompanyInfoForm settings={settings} />
      <CompanyLogoCard logoUrl={settings.companyLogo} companyName={companyName} />
      <TimeZoneCard rows={rows} />
    </>
  ),
  // The home page's picture and results first, as they sit at its top, then its texts.
  home: (loaded) => (
    <>
      <HeroImageCard
        imageUrl={loaded.settings.homeHeroImage}
        library={loaded.rows?.find((row) => row.settingKey === "homeHeroImage")?.media?.settingValue}
      />
      <ResultsStripCard settings={loaded.settings} />
      <RegistryPanel tab="home" {...loaded} />
    </>
  ),
  social: ({ settings }) => <SocialLinksForm settings={settings} />,
  inquiries: () => (
    <>
      <InquiryNotifyCard />
      <TestEmailCard />
      <InquiryRetentionCard />
    </>
  ),
  "sign-in": () => <PasskeysOnlyCard />,
};

const holdsQuoteLinks = (tab: SettingsTab) => settingOf("quoteLinksTarget").tab === tab;

/** Any other tab is one form of its site texts, switches and (on its tab) quote links, from the registry. */
function RegistryPanel({ tab, settings, rows }: { tab: SettingsTab } & LoadedSettings) {
  return (
    <SiteTextsForm
      {...siteTextSectionOn(tab)}
      rows={rows}
      settings={settings}
      switches={switchesOn(tab)}
      quoteLinks={holdsQuoteLinks(tab)}
    />
  );
}

const hasRegistryFields = (tab: SettingsTab) =>
  siteTextSectionOn(tab).fields.length > 0 || switchesOn(tab).length > 0 || holdsQuoteLinks(tab);

/** The tabs the screen lists: every tab of the registry with something to show. */
const shownTabs = settingsTabs.filter((tab) => OWN_PANELS[tab] !== undefined || hasRegistryFields(tab));

/** The field an address names after its #, if any. */
const fieldInAddress = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * The tab the address names (`?tab=`), else the tab of the setting its # names, else the first. An unknown tab is
 * the first one rather than an error.
 */
function tabInAddress(search: string): SettingsTab {
  const named = new URLSearchParams(search).get(SETTINGS_TAB_PARAM);
  if (isSettingsTab(named) && shownTabs.includes(named)) return named;
  const field = fieldInAddress();
  if (Object.hasOwn(settingRegistry, field)) return settingOf(field as keyof typeof settingRegistry).tab;
  return shownTabs[0]!;
}

const FOCUSABLE = "input:not([type=hidden]):checked, input:not([type=hidden]), select, textarea, button";

/**
 * Focuses the field with this id inside the panel, once it is there: some cards load their own values first. A
 * group of choices (a fieldset) hands the focus to its chosen box.
 */
function focusFieldWhenShown(panel: HTMLElement, id: string): () => void {
  const tryFocus = () => {
    const element = panel.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    if (!element) return false;
    const target = element.matches("input, select, textarea, button")
      ? element
      : element.querySelector<HTMLElement>(FOCUSABLE);
    if (!target) return false;
    target.focus();
    target.scrollIntoView?.({ block: "center" });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => tryFocus() && stop());
  const timer = window.setTimeout(() => stop(), 10_000);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(panel, { childList: true, subtree: true });
  return stop;
}

function SettingsTabs(loaded: LoadedSettings) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const current = tabInAddress(search);
  const { dirtyTabs, discard } = useSettingsUnsaved();
  const [asking, setAsking] = useState<SettingsTab | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panels = useRef<Partial<Record<SettingsTab, HTMLDivElement | null>>>({});
  const listId = useId();

  // An address naming a field (#salesEmail) puts the focus there once its tab shows.
  const [hash, setHash] = useState(fieldInAddress);
  useEffect(() => {
    const onHashChange = () => setHash(fieldInAddress());
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  useEffect(() => {
    const field = fieldInAddress();
    const panel = panels.current[current];
    if (!field || !panel) return;
    return focusFieldWhenShown(panel, field);
  }, [current, search, hash]);

  /** Shows a tab, keeping it in the address (no history entry per tab); the first tab is the bare address. */
  const show = (tab: SettingsTab) => {
    navigate(tab === shownTabs[0] ? path : `${path}?${SETTINGS_TAB_PARAM}=${encodeURIComponent(tab)}`, {
      replace: true,
    });
    // On a narrow screen the list folds away once a tab is chosen, and the chosen tab's panel takes the focus.
    if (listOpen && toggle.current?.offsetParent) {
      setListOpen(false);
      requestAnimationFrame(() => panels.current[tab]?.focus());
    }
  };
  const choose = (next: string) => {
    if (!isSettingsTab(next) || next === current) return;
    if (dirtyTabs.includes(current)) setAsking(next);
    else show(next);
  };

  return (
    <Tabs
      value={current}
      onValueChange={choose}
      orientation="vertical"
      // Arrow keys move along the tabs; Enter or Space opens one, so moving past a tab with unsaved changes does
      // not ask about them.
      activationMode="manual"
      className="grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]"
    >
      <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
        {/* Narrow screens fold the list of tabs into one button naming the open tab. */}
        <button
          ref={toggle}
          type="button"
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((open) => !open)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-400 bg-white px-3 text-left text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 lg:hidden"
        >
          <span>
            <span className="text-slate-600">Section: </span>
            {settingsTabLabels[current]}
          </span>
          <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 ${listOpen ? "rotate-180" : ""}`} />
        </button>
        <div id={listId} className={listOpen ? "mt-2 lg:mt-0" : "max-lg:hidden"}>
          <TabsList aria-label="Settings sections" className="w-full">
            {shownTabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="text-left whitespace-normal">
                {settingsTabLabels[tab]}
                {dirtyTabs.includes(tab) && (
                  <span className="ml-auto text-xs font-normal text-amber-800">
                    <span aria-hidden="true">●</span>
                    <span className="sr-only">(unsaved changes)</span>
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
      </div>
      <div className="min-w-0">
        {shownTabs.map((tab) => {
          const own = OWN_PANELS[tab];
          return (
            // Only the open tab is mounted (a dozen tabs of forms at once made the screen slow to open): leaving a
            // tab with unsaved changes asks first, so no typing is lost by its unmounting.
            <TabsContent
              key={tab}
              value={tab}
              ref={(element) => {
                panels.current[tab] = element;
              }}
              className="grid max-w-2xl gap-6"
            >
              <SettingsTabProvider value={tab}>
                {own ? own(loaded) : <RegistryPanel tab={tab} {...loaded} />}
              </SettingsTabProvider>
            </TabsContent>
          );
        })}
      </div>
      <DiscardChangesDialog
        tabs={[current]}
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        onDiscard={() => {
          const next = asking;
          setAsking(null);
          discard(current);
          if (next) show(next);
        }}
      />
    </Tabs>
  );
}

export default function SettingsScreen() {
  const { settings, rows, companyName, isLoading, isError } = useSiteSettings();
  return (
    <AdminPage
      title="Site Settings"
      metaDescription="Edit the company name, tagline, logo, social media links, the site's texts and addresses, and the Contact page's quote form."
      description="Company details, the site's texts and addresses, social links, the Contact page's quote form, who is e-mailed about new inquiries and how long they are kept, and how administrators sign in. Changes show on the site as soon as they are saved."
    >
      <Loaded query={{ isLoading, isError }} loading="Loading settings" what="The settings">
        {() => (
          <UnsavedChangesProvider>
            <SettingsTabs settings={settings} rows={rows} companyName={companyName} />
            <LeaveScreenGuard />
          </UnsavedChangesProvider>
        )}
      </Loaded>
    </AdminPage>
  );
}
