-- Issue 22: a photo advertises the original a buyer receives. Demo photos (an image key with a
-- recipe, also the first catalogues' keys) once carried invented sizes; their originals are drawn
-- at 2400 px on the long edge, 3:2 or square by the key's aspect. Their byte size is not known
-- until the original exists, so it is cleared here and written when the original is made or first
-- found (src/server/features/photos/original-file.ts). The values are those of originalSize() and
-- printSize(); original-facts-migration.test.ts holds them to it.
UPDATE "photos" AS p
SET "width" = f.width, "height" = f.height, "friendly_print_size" = f.print_size, "file_size" = NULL
FROM (VALUES
  ('h', 2400, 1600, '8 × 5.3 in at 300 dpi'),
  ('v', 1600, 2400, '5.3 × 8 in at 300 dpi'),
  ('s', 2400, 2400, '8 × 8 in at 300 dpi')
) AS f(aspect, width, height, print_size)
WHERE substring(p."image_key" from '(?:^|-)(?:mono|sepia|faded|color)-([hvs])-[0-6]-(?:warm|cool|neutral|vibrant|muted)-[0-9]+$') = f.aspect;
