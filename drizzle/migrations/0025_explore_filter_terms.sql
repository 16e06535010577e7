-- Explore's filters as words of the search index (issue 25). A common word
-- with a filter that rejects nearly all of its matches (a country with few
-- pages, a category with a page type) read every match and tested its page
-- row by row. Each page and initiative now stores what the filters test as
-- words (`country:JP`, `type:business`, `category:energy`, `framework:gri`)
-- in `explore_terms`, indexed in the same GIN index as the search grams, so
-- one index scan intersects the word's grams with the filter's words and
-- reads only the rows that pass both. The filters' own conditions are still
-- tested on each row: the terms only narrow what is read.

-- `framework:<code>` for each entry of a frameworks list (anything but an array has none).
CREATE OR REPLACE FUNCTION gp_framework_terms(frameworks jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT 'framework:' || (f ->> 'framework')) FILTER (WHERE f ->> 'framework' IS NOT NULL), '{}')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(frameworks) = 'array' THEN frameworks ELSE '[]'::jsonb END) AS f
$$;
--> statement-breakpoint

-- A page's filter words: its country, page type, business categories and frameworks (the main one and the chosen ones).
-- It calls no other function of ours: pg_restore computes the generated column with an empty search_path.
CREATE OR REPLACE FUNCTION gp_page_terms(country text, page_type text, categories jsonb, framework_type text, frameworks jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_remove(ARRAY['country:' || country, 'type:' || page_type, 'framework:' || framework_type], NULL)
    || coalesce((SELECT array_agg(DISTINCT 'category:' || c)
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(categories) = 'array' THEN categories ELSE '[]'::jsonb END) AS c), '{}')
    || coalesce((SELECT array_agg(DISTINCT 'framework:' || (f ->> 'framework')) FILTER (WHERE f ->> 'framework' IS NOT NULL)
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(frameworks) = 'array' THEN frameworks ELSE '[]'::jsonb END) AS f), '{}')
$$;
--> statement-breakpoint
DROP INDEX "businesses_search_grams_idx";--> statement-breakpoint
DROP INDEX "contents_search_grams_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "explore_terms" text[] GENERATED ALWAYS AS (gp_page_terms(country, page_type, business_category, framework_type, frameworks)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "explore_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint

-- An initiative's words: its page's and its own frameworks'. The page's row is
-- read FOR SHARE so that a page edit committing meanwhile is waited for and
-- seen (its trigger below cannot see this row before it commits).
CREATE OR REPLACE FUNCTION gp_contents_explore_terms() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.explore_terms := coalesce((SELECT b.explore_terms FROM businesses b WHERE b.id = NEW.business_id FOR SHARE), '{}')
    || gp_framework_terms(NEW.frameworks);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contents_explore_terms BEFORE INSERT OR UPDATE OF business_id, frameworks ON contents
FOR EACH ROW EXECUTE FUNCTION gp_contents_explore_terms();
--> statement-breakpoint

-- A page whose filter words change passes them on to its initiatives.
CREATE OR REPLACE FUNCTION gp_businesses_explore_terms() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE contents SET explore_terms = NEW.explore_terms || gp_framework_terms(frameworks) WHERE business_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_explore_terms AFTER UPDATE ON businesses
FOR EACH ROW WHEN (OLD.explore_terms IS DISTINCT FROM NEW.explore_terms) EXECUTE FUNCTION gp_businesses_explore_terms();
--> statement-breakpoint

UPDATE contents c SET explore_terms = b.explore_terms || gp_framework_terms(c.frameworks) FROM businesses b WHERE b.id = c.business_id;
--> statement-breakpoint
CREATE INDEX "businesses_search_grams_idx" ON "businesses" USING gin ("search_grams","explore_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contents_search_grams_idx" ON "contents" USING gin ("search_grams","explore_terms") WITH (fastupdate=false) WHERE "contents"."shared_to_explore";