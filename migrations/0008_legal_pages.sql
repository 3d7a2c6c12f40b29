-- The privacy policy, terms of service and accessibility statement become content pages, edited in Page Management,
-- with the words the site showed before: the introduction, then each section as a heading and a paragraph. A page
-- that already has one of these slugs is kept as it is. Each new page starts its history with one revision, as a
-- page created in Page Management does, by no one in particular.
WITH "legal" ("position", "title", "slug", "content", "meta_description") AS (VALUES
	(1, $legal$Privacy Policy$legal$, 'privacy', $legal$<p>How we handle personal information on this website.</p><h2>What we collect</h2><p>This website does not use advertising or tracking cookies. Our server keeps standard access logs for security. Quote requests and project files are handled on our client portal under its own policy.</p><h2>Your rights</h2><p>You can ask us what personal information we hold about you and ask us to correct or delete it by writing to the contact addresses in the footer.</p>$legal$, $legal$How we handle personal information on this website.$legal$),
	(2, $legal$Terms of Service$legal$, 'terms', $legal$<p>The terms under which this website is provided.</p><h2>Use of this website</h2><p>The information on this website is provided for general guidance about accessibility and our services. It is not legal advice.</p><h2>Projects</h2><p>Every project is governed by the written quote and agreement issued through our client portal.</p>$legal$, $legal$The terms under which this website is provided.$legal$),
	(3, $legal$Accessibility Statement$legal$, 'accessibility', $legal$<p>Our commitment to the accessibility of this website.</p><h2>Our goal</h2><p>We aim for this website to conform to WCAG 2.2 Level AA. It is tested with automated checks on every change and by hand with keyboards, screen readers and zoom.</p><h2>Feedback</h2><p>If anything on this website is hard to use, please tell us using the contact addresses in the footer; we will respond within two business days.</p>$legal$, $legal$Our commitment to the accessibility of this website.$legal$)
), "added" AS (
	INSERT INTO "pages" ("title", "slug", "content", "meta_description", "is_published")
	SELECT "title", "slug", "content", "meta_description", true FROM "legal"
	WHERE NOT EXISTS (SELECT 1 FROM "pages" WHERE "pages"."slug" = "legal"."slug")
	ORDER BY "position"
	RETURNING *
)
INSERT INTO "page_revisions" ("page_id", "created_by", "created_at", "title", "slug", "content", "meta_title", "meta_description", "is_published")
SELECT "id", NULL, "updated_at", "title", "slug", "content", "meta_title", "meta_description", "is_published" FROM "added";
