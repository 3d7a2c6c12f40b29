import { queryOptions } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import { fixedFailure } from "@/lib/toasts";
import { monthsOf, type SiteSetting, type TestEmail, type TestEmailResult } from "@shared/schema";
import { saveSettings } from "./save-settings";

/**
 * The settings only administrators may read (who gets new inquiries): never in the public settings the site
 * loads, so the Inquiries tab asks for them itself.
 */
export const privateSettingsQuery = queryOptions({
  queryKey: ["/api/settings/private"],
  queryFn: () => getJson<Pick<SiteSetting, "settingKey" | "settingValue">[]>("/api/settings/private"),
});

export const useSaveInquiryNotify = () =>
  useChange((value: string) => saveSettings({ inquiryNotifyEmails: value }), {
    success: (_saved, value) => ({
      title: "Settings saved",
      description: value.trim()
        ? "New inquiries will be e-mailed to these addresses."
        : "New inquiries will not be e-mailed to anyone.",
    }),
    failure: fixedFailure("Save failed", "There was a problem saving who gets new inquiries."),
    invalidates: [privateSettingsQuery.queryKey],
  });

/** Saves after how many months an unchanged inquiry is deleted; empty (or 0) keeps inquiries until deleted by hand. */
export const useSaveInquiryRetention = () =>
  useChange((value: string) => saveSettings({ inquiryRetentionMonths: value }), {
    success: (_saved, value) => {
      const months = monthsOf(value);
      return {
        title: "Settings saved",
        description: months
          ? `Inquiries unchanged for ${months} month${months === 1 ? "" : "s"} will be deleted, once a day.`
          : "Inquiries are kept until someone deletes them.",
      };
    },
    failure: fixedFailure("Save failed", "There was a problem saving how long inquiries are kept."),
    invalidates: [privateSettingsQuery.queryKey],
  });

/** Sends a test message; the answer says in plain words whether the mail server took it. */
export const sendTestEmail = (body: TestEmail) => apiJson<TestEmailResult>("POST", "/api/settings/test-email", body);

// No toast: the card shows the mail server's answer in its own status message.
export const useSendTestEmail = () => useChange(sendTestEmail);
