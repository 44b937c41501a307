import { useDocumentTitle } from '../../components/use-document-title';
import { ColourSection, FocusSection, SpaceSection, TypeSection } from './components/FoundationDemos';
import { Contents, PageIntro } from './components/PageIntro';
import { VoiceSection } from './components/VoiceSection';
import { STYLEGUIDE_SECTIONS } from './sections';

/** /admin/styleguide (spec §2, admin only): the tokens and habits the components are built from. */
export function StyleguidePage() {
  useDocumentTitle('Style guide');
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <PageIntro title="Style guide" other="components">
        The foundations of Backdrop’s look and voice: colour, type, space, focus and words.
      </PageIntro>
      <Contents sections={STYLEGUIDE_SECTIONS} />
      <div className="mt-10 space-y-12">
        <ColourSection />
        <TypeSection />
        <SpaceSection />
        <FocusSection />
        <VoiceSection />
      </div>
    </div>
  );
}
