-- Every image the site refers to today joins the media library: one entry per upload (the 32 hex digits every file
-- of one upload starts with) that a team photo, a client logo, a testimonial's images, a setting (the company
-- logo), a page or a kept page revision names. Its address is the full-size file (a resized copy's name leads back
-- to it), its size comes from the name where the name has one, and its alt text is the one the site already shows:
-- the place's own text, else the name it falls back to (the person's, the client's, the company's), else the
-- `alt` of the page's <img>. Where the same image has several, a written text wins over a name, and either over
-- "decorative". Nothing is changed for an upload already in the library. The file sizes are filled in at start-up
-- from the storage (server/modules/media/backfill.ts): SQL cannot see the files.
WITH
  page_texts (content, place, since) AS (
    SELECT content, 5, created_at FROM pages
    UNION ALL
    SELECT content, 6, created_at FROM page_revisions
  ),
  -- Every <img> tag of a page or a kept revision, with its alt attribute's text (null when it has none).
  page_images AS (
    SELECT img.tag, coalesce(a.found[2], a.found[3]) AS alt, t.place, t.since
    FROM page_texts t
    CROSS JOIN LATERAL (SELECT m[1] AS tag FROM regexp_matches(t.content, '(<img\s[^>]*>)', 'gi') AS m) img
    CROSS JOIN LATERAL (SELECT regexp_match(img.tag, '\salt\s*=\s*("([^"]*)"|''([^'']*)'')', 'i') AS found) a
  ),
  -- Each place that shows an image: the text that names it, the alt text it shows (rank 0 written, 1 a name it
  -- falls back to, 2 decorative, 3 none known), and which kind of place it is, for the order of preference.
  places (address, alt, rank, place, since) AS (
    SELECT image_url, coalesce(nullif(btrim(image_alt), ''), btrim(name)),
      CASE WHEN image_decorative THEN 2 WHEN nullif(btrim(image_alt), '') IS NOT NULL THEN 0 ELSE 1 END, 1, created_at
    FROM team_members
    UNION ALL
    SELECT logo_url, coalesce(nullif(btrim(logo_alt), ''), btrim(client_name)),
      CASE WHEN logo_decorative THEN 2 WHEN nullif(btrim(logo_alt), '') IS NOT NULL THEN 0 ELSE 1 END, 2, created_at
    FROM client_logos
    UNION ALL
    SELECT avatar_url, coalesce(nullif(btrim(avatar_alt), ''), btrim(person_name)),
      CASE WHEN avatar_decorative THEN 2 WHEN nullif(btrim(avatar_alt), '') IS NOT NULL THEN 0 ELSE 1 END, 3, created_at
    FROM testimonials
    UNION ALL
    SELECT company_logo_url, coalesce(nullif(btrim(company_logo_alt), ''), btrim(client_name)),
      CASE WHEN company_logo_decorative THEN 2 WHEN nullif(btrim(company_logo_alt), '') IS NOT NULL THEN 0 ELSE 1 END,
      3, created_at
    FROM testimonials
    UNION ALL
    -- The company logo is named by the company's name; any other setting that mentions an upload has no alt text.
    SELECT s.setting_value, n.name, CASE WHEN n.name IS NULL THEN 3 ELSE 1 END, 4, s.created_at
    FROM site_settings s
    LEFT JOIN (
      SELECT nullif(btrim(setting_value), '') AS name FROM site_settings WHERE setting_key = 'companyName'
    ) n ON s.setting_key = 'companyLogo'
    UNION ALL
    -- alt="" is how the page editor marks an image decorative.
    SELECT tag,
      replace(replace(replace(replace(replace(replace(alt,
        '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&lt;', '<'), '&gt;', '>'), '&amp;', '&'),
      CASE WHEN alt IS NULL THEN 3 WHEN alt = '' THEN 2 ELSE 0 END, place, since
    FROM page_images
    UNION ALL
    -- Uploads a page names outside an <img> (a link to a file) join too, with no alt text.
    SELECT content, NULL, 3, place, since FROM page_texts
  ),
  -- Every upload address in those texts: the upload's id and the rest of the file's name.
  files AS (
    SELECT f[1] AS upload_id, f[1] || coalesce(f[2], '') AS file_name, alt, rank, place, since
    FROM places
    CROSS JOIN LATERAL regexp_matches(
      places.address, '/uploads/([0-9a-f]{32})([-.][A-Za-z0-9._-]*)?(?![A-Za-z0-9_])', 'g'
    ) AS f
    WHERE places.address IS NOT NULL
  ),
  -- The full-size file's name: a resized copy (`<id>-<w>x<h>.w<w>.<ext>`) leads back to `<id>-<w>x<h>.<ext>`.
  full_files AS (
    SELECT upload_id,
      regexp_replace(file_name, '^([0-9a-f]{32}-[1-9][0-9]{0,5}x[1-9][0-9]{0,5})\.w[0-9]{1,6}\.([a-z]+)$', '\1.\2')
        AS file_name,
      alt, rank, place, since
    FROM files
  ),
  -- Of the names seen for one upload: the stored full size (a format every browser shows) before its WebP copy,
  -- and any image before a name that is not one.
  names AS (
    SELECT DISTINCT ON (upload_id) upload_id, file_name, lower(substring(file_name FROM '\.([A-Za-z0-9]+)$')) AS ext
    FROM full_files
    ORDER BY upload_id, lower(file_name) ~ '\.(jpe?g|png|gif|svg)$' DESC, lower(file_name) ~ '\.webp$' DESC, file_name
  ),
  -- The words the site shows most plainly: written text, then a name, then decorative, then none; the team first,
  -- current pages before their revisions, the newest revision first.
  words AS (
    SELECT DISTINCT ON (upload_id) upload_id, CASE WHEN rank < 2 THEN alt END AS alt, rank = 2 AS decorative
    FROM full_files
    ORDER BY upload_id, rank, place, since DESC
  ),
  first_seen AS (
    SELECT upload_id, min(since) AS since FROM full_files GROUP BY upload_id
  )
INSERT INTO media (upload_id, url, name, content_type, width, height, alt_text, decorative, created_at, updated_at)
SELECT n.upload_id,
  '/uploads/' || n.file_name,
  n.file_name,
  CASE n.ext
    WHEN 'jpg' THEN 'image/jpeg' WHEN 'jpeg' THEN 'image/jpeg' WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif'
    WHEN 'svg' THEN 'image/svg+xml' WHEN 'webp' THEN 'image/webp' WHEN 'avif' THEN 'image/avif'
    ELSE 'application/octet-stream'
  END,
  substring(n.file_name FROM '^[0-9a-f]{32}-([1-9][0-9]{0,5})x[1-9][0-9]{0,5}\.')::integer,
  substring(n.file_name FROM '^[0-9a-f]{32}-[1-9][0-9]{0,5}x([1-9][0-9]{0,5})\.')::integer,
  w.alt,
  w.decorative,
  s.since,
  now()
FROM names n
JOIN words w USING (upload_id)
JOIN first_seen s USING (upload_id)
-- A file "Replace file" swapped out belongs to the entry that replaced it.
WHERE NOT EXISTS (SELECT 1 FROM media m WHERE n.upload_id = ANY (m.previous_upload_ids))
ORDER BY s.since, n.upload_id
ON CONFLICT (upload_id) DO NOTHING;
