import { useDocumentTitle } from '../../components/use-document-title';
import { Hero } from './Hero';
import { PopularPhotos } from './PopularPhotos';
import { StudioLogos } from './StudioLogos';

/** spec §1 home page: the hero, the Popular photos strip and the studios that trust Backdrop. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <PopularPhotos />
      <StudioLogos />
    </>
  );
}
