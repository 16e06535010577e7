-- An initiative's trigger read its page FOR SHARE on every save, while a page's trigger (0026) updates the page's
-- initiatives after locking the page: an initiative saved while its page was being published, hidden or re-filtered
-- took the two locks in the other order, and PostgreSQL aborted one of the two saves (deadlock detected, 40P01).
--
-- A save of an existing initiative on the same page now reads the page without a lock. That is enough: a page
-- change committing meanwhile updates this row too, waiting for its lock, and its trigger then recomputes the words
-- from the page's new state. Only a row the page's update cannot see, a new one or one moved to this page, still
-- waits for that update to commit (FOR SHARE); the page's update never waits for such a row, so no cycle is left.
CREATE OR REPLACE FUNCTION gp_contents_explore_terms() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  page_terms text[];
BEGIN
  IF TG_OP = 'INSERT' OR NEW.business_id IS DISTINCT FROM OLD.business_id THEN
    SELECT b.explore_terms INTO page_terms FROM businesses b WHERE b.id = NEW.business_id FOR SHARE;
  ELSE
    SELECT b.explore_terms INTO page_terms FROM businesses b WHERE b.id = NEW.business_id;
  END IF;
  NEW.explore_terms := gp_initiative_terms(coalesce(page_terms, '{}'), NEW.frameworks, NEW.shared_to_explore, NEW.is_published, NEW.visibility, NEW.access);
  RETURN NEW;
END
$$;
