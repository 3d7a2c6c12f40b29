-- Menu links to content pages are kept by the page's id from now on, so that renaming a page moves its links with
-- it. This gives every stored `/page/{slug}` link the id of the page that has that slug today (a `#section` after
-- the slug is allowed); links to other addresses, or to a slug no page has, stay as they are.
CREATE FUNCTION nav_links_with_page_ids(links jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    jsonb_agg(
      CASE WHEN p.id IS NULL THEN link ELSE link || jsonb_build_object('pageId', p.id) END
      ORDER BY position
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements(links) WITH ORDINALITY AS element(link, position)
  LEFT JOIN pages p
    ON link->>'href' LIKE '/page/%' AND p.slug = split_part(substring(link->>'href' FROM 7), '#', 1)
$$;--> statement-breakpoint
-- A menu missing from the stored row stays missing (it shows its shipped links).
UPDATE site_navigation SET menus = menus
  || CASE WHEN menus ? 'header'
    THEN jsonb_build_object('header', nav_links_with_page_ids(menus->'header')) ELSE '{}'::jsonb END
  || CASE WHEN menus ? 'footer' THEN jsonb_build_object('footer', (
    SELECT coalesce(
      jsonb_agg(
        column_ || jsonb_build_object('links', nav_links_with_page_ids(column_->'links')) ORDER BY position
      ),
      '[]'::jsonb
    )
    FROM jsonb_array_elements(menus->'footer') WITH ORDINALITY AS element(column_, position)
  )) ELSE '{}'::jsonb END
  || CASE WHEN menus ? 'legal'
    THEN jsonb_build_object('legal', nav_links_with_page_ids(menus->'legal')) ELSE '{}'::jsonb END;--> statement-breakpoint
DROP FUNCTION nav_links_with_page_ids(jsonb);
