-- The HNSW index over face embeddings moves to a table of its own (issue 27: clustering 100k faces
-- within 60 s). On faces, every change of person_id (an indexed column, so no HOT update) wrote a
-- new row version and so a new entry in the vector index: about 3 ms a face on PGlite, 273 s for
-- a full regroup of 100,000 faces. face_vectors holds each live face's embedding as a vector, kept
-- in step by a trigger when the embedding or the rejection changes, and only those changes touch
-- the index. Where the database has no pgvector, nothing is made: nearest faces are computed
-- exactly from faces.embedding (features/people/nearest-faces.ts).
DROP INDEX IF EXISTS faces_embedding_hnsw;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faces_sync_vector() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.embedding IS NULL OR NEW.rejected_at IS NOT NULL THEN
    DELETE FROM face_vectors WHERE face_id = NEW.id;
  ELSE
    INSERT INTO face_vectors (face_id, embedding) VALUES (NEW.id, NEW.embedding::vector(128))
    ON CONFLICT (face_id) DO UPDATE SET embedding = EXCLUDED.embedding;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    EXECUTE 'CREATE TABLE IF NOT EXISTS face_vectors (
      face_id uuid PRIMARY KEY REFERENCES faces(id) ON DELETE CASCADE,
      embedding vector(128) NOT NULL)';
    EXECUTE 'INSERT INTO face_vectors (face_id, embedding)
      SELECT id, embedding::vector(128) FROM faces WHERE embedding IS NOT NULL AND rejected_at IS NULL
      ON CONFLICT (face_id) DO NOTHING';
    EXECUTE 'CREATE INDEX IF NOT EXISTS face_vectors_hnsw ON face_vectors USING hnsw (embedding vector_cosine_ops)';
    EXECUTE 'CREATE TRIGGER faces_sync_vector AFTER INSERT OR UPDATE OF embedding, rejected_at ON faces
      FOR EACH ROW EXECUTE FUNCTION faces_sync_vector()';
  END IF;
END $$;
