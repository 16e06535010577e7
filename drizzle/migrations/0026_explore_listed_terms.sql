-- Whether Explore lists a row, as a word of the search index (issue 25).
-- Counting a common word's matches read each match's page to test that the
-- page is still published and visible: a thousand index probes of another
-- table per search. Each page now has the word `listed` in `explore_terms`
-- while it is published and visible, and each initiative while it is shared,
-- published, public and open, on a listed page. A search's count and the
-- initiative browse read `contents` alone; the GIN index intersects a word's
-- grams with `listed` (and the filters' words) before any row is read.

-- The page's filter words (migration 0025) and `listed`.
-- It calls no other function of ours: pg_restore computes the generated column with an empty search_path.
CREATE OR REPLACE FUNCTION gp_page_terms(country text, page_type text, categories jsonb, framework_type text, frameworks jsonb, listed boolean) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_remove(ARRAY['country:' || country, 'type:' || page_type, 'framework:' || framework_type, CASE WHEN listed THEN 'listed' END], NULL)
    || coalesce((SELECT array_agg(DISTINCT 'category:' || c)
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(categories) = 'array' THEN categories ELSE '[]'::jsonb END) AS c), '{}')
    || coalesce((SELECT array_agg(DISTINCT 'framework:' || (f ->> 'framework')) FILTER (WHERE f ->> 'framework' IS NOT NULL)
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(frameworks) = 'array' THEN frameworks ELSE '[]'::jsonb END) AS f), '{}')
$$;
--> statement-breakpoint

-- An initiative's words: its page's filter words, its own frameworks', and
-- `listed` when both it and its page are listed (LISTED_INITIATIVE in
-- api/src/modules/explore/listed.ts says the same in a query).
CREATE OR REPLACE FUNCTION gp_initiative_terms(page_terms text[], frameworks jsonb, shared boolean, published boolean, visibility text, access text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_remove(page_terms, 'listed') || gp_framework_terms(frameworks)
    || CASE WHEN shared AND published AND visibility = 'public' AND access = 'public' AND 'listed' = ANY(page_terms) THEN ARRAY['listed'] ELSE '{}'::text[] END
$$;
--> statement-breakpoint

-- The page's column is generated: its expression changes by dropping and adding it, with what depends on it.
DROP TRIGGER "businesses_explore_terms" ON "businesses";--> statement-breakpoint
DROP INDEX "businesses_search_grams_idx";--> statement-breakpoint
DROP INDEX "contents_search_grams_idx";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "explore_terms";--> statement-breakpoint
DROP FUNCTION gp_page_terms(text, text, jsonb, text, jsonb);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "explore_terms" text[] GENERATED ALWAYS AS (gp_page_terms(country, page_type, business_category, framework_type, frameworks, is_published AND is_visible)) STORED NOT NULL;--> statement-breakpoint

-- As in 0025, the page's row is read FOR SHARE so that a page edit committing meanwhile is waited for and seen.
CREATE OR REPLACE FUNCTION gp_contents_explore_terms() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.explore_terms := gp_initiative_terms(coalesce((SELECT b.explore_terms FROM businesses b WHERE b.id = NEW.business_id FOR SHARE), '{}'),
    NEW.frameworks, NEW.shared_to_explore, NEW.is_published, NEW.visibility, NEW.access);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER "contents_explore_terms" ON "contents";--> statement-breakpoint
CREATE TRIGGER contents_explore_terms BEFORE INSERT OR UPDATE OF business_id, frameworks, shared_to_explore, is_published, visibility, access ON contents
FOR EACH ROW EXECUTE FUNCTION gp_contents_explore_terms();
--> statement-breakpoint

-- A page whose words change (a filter's, or `listed` on publishing or hiding it) passes them on to its initiatives.
CREATE OR REPLACE FUNCTION gp_businesses_explore_terms() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE contents SET explore_terms = gp_initiative_terms(NEW.explore_terms, frameworks, shared_to_explore, is_published, visibility, access)
  WHERE business_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_explore_terms AFTER UPDATE ON businesses
FOR EACH ROW WHEN (OLD.explore_terms IS DISTINCT FROM NEW.explore_terms) EXECUTE FUNCTION gp_businesses_explore_terms();
--> statement-breakpoint

UPDATE contents c SET explore_terms = gp_initiative_terms(b.explore_terms, c.frameworks, c.shared_to_explore, c.is_published, c.visibility, c.access)
FROM businesses b WHERE b.id = c.business_id;
--> statement-breakpoint
CREATE INDEX "businesses_search_grams_idx" ON "businesses" USING gin ("search_grams","explore_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contents_search_grams_idx" ON "contents" USING gin ("search_grams","explore_terms") WITH (fastupdate=false) WHERE "contents"."shared_to_explore";
