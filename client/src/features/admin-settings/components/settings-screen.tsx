import { AdminPage } from "@/components/admin/admin-page";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSiteSettings } from "@/lib/site-settings";
import { CompanyInfoForm } from "./company-info-form";
import { CompanyLogoCard } from "./company-logo-card";
import { QuoteFormSwitch } from "./quote-form-switch";
import { SocialLinksForm } from "./social-links-form";

export default function SettingsScreen() {
  const { settings, companyName, isLoading } = useSiteSettings();
  return (
    <AdminPage
      title="Site Settings"
      metaDescription="Edit the company name, tagline, logo and social media links shown across the website, and the Contact page's quote form."
      description="Company details, social links and the Contact page's quote form."
    >
      {isLoading ? (
        <Spinner label="Loading settings" />
      ) : (
        <Tabs defaultValue="company">
          <TabsList aria-label="Settings sections">
            <TabsTrigger value="company">Company Information</TabsTrigger>
            <TabsTrigger value="social">Social Media</TabsTrigger>
            <TabsTrigger value="contact">Contact Page</TabsTrigger>
          </TabsList>
          {/* Both tabs stay mounted so that switching tabs never discards unsaved typing. */}
          <TabsContent value="company" forceMount className="grid gap-6 data-[state=inactive]:hidden lg:grid-cols-2">
            <CompanyInfoForm settings={settings} />
            <CompanyLogoCard logoUrl={settings.companyLogo} companyName={companyName} />
          </TabsContent>
          <TabsContent value="social" forceMount className="max-w-2xl data-[state=inactive]:hidden">
            <SocialLinksForm settings={settings} />
          </TabsContent>
          <TabsContent value="contact" forceMount className="max-w-2xl data-[state=inactive]:hidden">
            <QuoteFormSwitch settings={settings} />
          </TabsContent>
        </Tabs>
      )}
    </AdminPage>
  );
}
