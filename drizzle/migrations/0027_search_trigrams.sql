-- Explore search words of three or more characters by their 3-grams (issue 25).
-- A word's 2-grams are each common even when the word is rare ("zeolite":
-- ze, eo, ol, li, it, te), so the GIN index intersected six long posting lists
-- to find eleven initiatives among a million (≈ 10 ms of index reading). Its
-- 3-grams (zeo, eol, oli, lit, ite) are rare themselves: the same search reads
-- a few index pages. The stored grams keep the 1- and 2-grams, which words of
-- one or two characters (環境, 電力) still need.

-- Every distinct 1-, 2- and 3-character gram of an indexed text, whitespace excluded.
CREATE OR REPLACE FUNCTION gp_search_grams(doc text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(doc, i, n) AS g
    FROM generate_series(1, char_length(doc)) AS i, (VALUES (1), (2), (3)) AS sizes(n)
    WHERE i + n - 1 <= char_length(doc)
  ) AS grams
  WHERE g !~ '\s'
$$;
--> statement-breakpoint

-- The grams a search word needs: itself when one or two characters long, else its 3-grams.
CREATE OR REPLACE FUNCTION gp_search_query_grams(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE WHEN char_length(word) <= 2 THEN ARRAY[word]
    ELSE (SELECT array_agg(DISTINCT substr(word, i, 3)) FROM generate_series(1, char_length(word) - 2) AS i) END
$$;
--> statement-breakpoint

-- The stored grams are computed again: a generated column keeps what its function gave when the row was written.
DROP INDEX "businesses_search_grams_idx";--> statement-breakpoint
DROP INDEX "contents_search_grams_idx";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "contents" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (gp_search_grams(gp_search_text(handle || ' ' || coalesce(name_json->>'en', '') || ' ' || coalesce(name_json->>'ja', '') || ' ' || coalesce(description_json->>'en', '') || ' ' || coalesce(description_json->>'ja', '')))) STORED;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (gp_search_grams(gp_search_text(coalesce(title_json->>'en', '') || ' ' || coalesce(title_json->>'ja', '') || ' ' || coalesce(description_json->>'en', '') || ' ' || coalesce(description_json->>'ja', '')))) STORED;--> statement-breakpoint
CREATE INDEX "businesses_search_grams_idx" ON "businesses" USING gin ("search_grams","explore_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contents_search_grams_idx" ON "contents" USING gin ("search_grams","explore_terms") WITH (fastupdate=false) WHERE "contents"."shared_to_explore";
