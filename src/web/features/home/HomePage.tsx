import { useDocumentTitle } from '../../components/use-document-title';
import { Hero } from './Hero';
import { StudioLogos } from './StudioLogos';

/** spec §1 home page. The Popular photos strip arrives with the popular-content issue. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <StudioLogos />
    </>
  );
}
