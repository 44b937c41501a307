-- The planner estimates how many photos a search matches from the most common lexemes it
-- sampled. With the default target (100) it knows about a thousand; rarer words, cities and
-- creators all get one default guess (~0.3% of the table), which sends searches down the wrong
-- plan. Ten times the target keeps ten thousand lexemes and filter tokens, at the cost of a
-- longer ANALYZE.
ALTER TABLE "photos" ALTER COLUMN "search_vector" SET STATISTICS 1000;
