-- The title and tags alone (the search vector's weight A), indexed: a relevance order too broad to
-- rank photo by photo lists the photos whose title or tags hold every word first, and pages them
-- through the sort orders' ranges intersected with this index (decision 009). Not partial: the
-- planner reads an expression's statistics only from an index over every row.
CREATE INDEX "photos_titled_gin" ON "photos" USING gin (ts_filter("search_vector", '{a}'));