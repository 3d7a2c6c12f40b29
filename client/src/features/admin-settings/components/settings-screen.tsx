import { useSearch } from "wouter";
import { AdminPage } from "@/components/admin/admin-page";
import { Loaded } from "@/components/ui/loaded";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSiteSettings, type SiteSettings } from "@/lib/site-settings";
import type { SettingsTab } from "@shared/settings-registry";
import { CompanyInfoForm } from "./company-info-form";
import { CompanyLogoCard } from "./company-logo-card";
import { InquiryNotifyCard } from "./inquiry-notify-card";
import { InquiryRetentionCard } from "./inquiry-retention-card";
import { PasskeysOnlyCard } from "./passkeys-only-card";
import { QuoteLinksChoice } from "./quote-links-choice";
import { SettingSwitch } from "./setting-switch";
import { switchesOn } from "./setting-switches";
import { CONTACT_TEXTS, EPUB_READER_TEXTS, HOME_PAGE_TEXTS, OTHER_PROJECT_TEXTS } from "./site-text-fields";
import { SiteTextsForm } from "./site-texts-form";
import { SocialLinksForm } from "./social-links-form";
import { TestEmailCard } from "./test-email-card";
import { TimeZoneCard } from "./time-zone-card";

const panel = "max-w-2xl data-[state=inactive]:hidden";

/** The switches of a tab, as the registry places them. */
const Switches = ({ tab, settings }: { tab: SettingsTab; settings: SiteSettings }) =>
  switchesOn(tab).map((text) => <SettingSwitch key={text.settingKey} {...text} settings={settings} />);

/** The tabs an address may open with `?tab=` (the Overview links to the tab that fixes what it lists). */
const tabValues = ["company", "home", "addresses", "projects", "reader", "social", "contact", "inquiries", "sign-in"];

export default function SettingsScreen() {
  const { settings, rows, companyName, isLoading, isError } = useSiteSettings();
  const asked = new URLSearchParams(useSearch()).get("tab") ?? "";
  const firstTab = tabValues.includes(asked) ? asked : "company";
  return (
    <AdminPage
      title="Site Settings"
      metaDescription="Edit the company name, tagline, logo, social media links, the site's texts and addresses, and the Contact page's quote form."
      description="Company details, the site's texts and addresses, social links, the Contact page's quote form, who is e-mailed about new inquiries and how long they are kept, and how administrators sign in. Changes show on the site at once."
    >
      <Loaded query={{ isLoading, isError }} loading="Loading settings" what="The settings">
        {() => (
          <Tabs defaultValue={firstTab}>
            <TabsList aria-label="Settings sections">
              <TabsTrigger value="company">Company Information</TabsTrigger>
              <TabsTrigger value="home">Home Page</TabsTrigger>
              <TabsTrigger value="addresses">Contact &amp; Addresses</TabsTrigger>
              <TabsTrigger value="projects">Other Projects</TabsTrigger>
              <TabsTrigger value="reader">EPUB Reader Downloads</TabsTrigger>
              <TabsTrigger value="social">Social Media</TabsTrigger>
              <TabsTrigger value="contact">Contact Page</TabsTrigger>
              <TabsTrigger value="inquiries">Inquiries</TabsTrigger>
              <TabsTrigger value="sign-in">Sign-in</TabsTrigger>
            </TabsList>
            {/* Every tab stays mounted so that switching tabs never discards unsaved typing. */}
            <TabsContent value="company" forceMount className="grid gap-6 data-[state=inactive]:hidden lg:grid-cols-2">
              <CompanyInfoForm settings={settings} />
              <CompanyLogoCard logoUrl={settings.companyLogo} companyName={companyName} />
              <TimeZoneCard rows={rows} />
            </TabsContent>
            <TabsContent value="home" forceMount className={`grid gap-6 ${panel}`}>
              <SiteTextsForm {...HOME_PAGE_TEXTS} rows={rows} />
              <Switches tab="home" settings={settings} />
            </TabsContent>
            <TabsContent value="addresses" forceMount className={panel}>
              <SiteTextsForm {...CONTACT_TEXTS} rows={rows} />
            </TabsContent>
            <TabsContent value="projects" forceMount className={`grid gap-6 ${panel}`}>
              <SiteTextsForm {...OTHER_PROJECT_TEXTS} rows={rows} />
              <Switches tab="projects" settings={settings} />
            </TabsContent>
            <TabsContent value="reader" forceMount className={panel}>
              <SiteTextsForm {...EPUB_READER_TEXTS} rows={rows} />
            </TabsContent>
            <TabsContent value="social" forceMount className={panel}>
              <SocialLinksForm settings={settings} />
            </TabsContent>
            <TabsContent value="contact" forceMount className={`grid gap-6 ${panel}`}>
              <Switches tab="contact" settings={settings} />
              <QuoteLinksChoice settings={settings} />
            </TabsContent>
            <TabsContent value="inquiries" forceMount className={`grid gap-6 ${panel}`}>
              <InquiryNotifyCard />
              <TestEmailCard />
              <InquiryRetentionCard />
            </TabsContent>
            <TabsContent value="sign-in" forceMount className={panel}>
              <PasskeysOnlyCard />
            </TabsContent>
          </Tabs>
        )}
      </Loaded>
    </AdminPage>
  );
}
