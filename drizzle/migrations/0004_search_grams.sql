-- Explore search works on n-grams rather than full-text search: Postgres
-- full-text search does not split Japanese into words, and pg_trgm needs three
-- characters while many Japanese search words have two (環境, 電力). Indexing
-- every 1- and 2-character gram lets a GIN index answer any query of any
-- length in both languages, on PGlite and PostgreSQL alike.

-- The form text is searched in: lower case, NFKC (full-width ASCII folds to half-width).
CREATE OR REPLACE FUNCTION gp_search_text(doc text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT lower(normalize(doc, NFKC)) $$;
--> statement-breakpoint

-- Every distinct 1- and 2-character gram of an indexed text, whitespace excluded.
CREATE OR REPLACE FUNCTION gp_search_grams(doc text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(doc, i, n) AS g
    FROM generate_series(1, char_length(doc)) AS i, (VALUES (1), (2)) AS sizes(n)
    WHERE i + n - 1 <= char_length(doc)
  ) AS grams
  WHERE g !~ '\s'
$$;
--> statement-breakpoint

-- The grams a search word needs: itself when one character long, else its 2-grams.
CREATE OR REPLACE FUNCTION gp_search_query_grams(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE WHEN char_length(word) = 1 THEN ARRAY[word]
    ELSE coalesce((SELECT array_agg(DISTINCT substr(word, i, 2))
      FROM generate_series(1, char_length(word) - 1) AS i), '{}') END
$$;
