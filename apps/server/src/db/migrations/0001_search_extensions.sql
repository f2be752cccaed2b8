-- Search is partial, case- and accent-insensitive: trigram indexes over text folded by
-- touchline_fold. unaccent() is only STABLE (it reads a dictionary that could change), so it
-- cannot be indexed directly; the wrapper pins the dictionary and is declared IMMUTABLE.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION touchline_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
