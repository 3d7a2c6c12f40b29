// The words the privacy policy, terms of service and accessibility statement were seeded with (migration
// 0008_legal_pages.sql). A legal page whose content is still exactly this has not been made the owners' own; the
// Overview says so. legal-seeds.test.ts checks these against the migration.
import type { LegalPageSlug } from "@shared/paths";

export const legalPageSeeds: Record<LegalPageSlug, string> = {
  privacy:
    "<p>How we handle personal information on this website.</p><h2>What we collect</h2><p>This website does not use advertising or tracking cookies. Our server keeps standard access logs for security. Quote requests and project files are handled on our client portal under its own policy.</p><h2>Your rights</h2><p>You can ask us what personal information we hold about you and ask us to correct or delete it by writing to the contact addresses in the footer.</p>",
  terms:
    "<p>The terms under which this website is provided.</p><h2>Use of this website</h2><p>The information on this website is provided for general guidance about accessibility and our services. It is not legal advice.</p><h2>Projects</h2><p>Every project is governed by the written quote and agreement issued through our client portal.</p>",
  accessibility:
    "<p>Our commitment to the accessibility of this website.</p><h2>Our goal</h2><p>We aim for this website to conform to WCAG 2.2 Level AA. It is tested with automated checks on every change and by hand with keyboards, screen readers and zoom.</p><h2>Feedback</h2><p>If anything on this website is hard to use, please tell us using the contact addresses in the footer; we will respond within two business days.</p>",
};

/**
 * The sentence of the seeded privacy policy that sends quote requests to the client portal. While the site's own
 * quote form collects names, e-mail addresses and phone numbers, a privacy policy saying this is wrong.
 */
export const PORTAL_ONLY_PRIVACY_SENTENCE = "Quote requests and project files are handled on our client portal";
