import { useDocumentTitle } from '../../components/use-document-title';
import { DataTableDemos, StatusBadgeDemos } from './components/BackOfficeDemos';
import { ButtonDemos, IconButtonDemos } from './components/ButtonDemos';
import { LoadingDemos, PillDemos, StateDemos } from './components/FeedbackDemos';
import { FocusDemos } from './components/FocusDemos';
import { CheckboxDemos, InputDemos, SelectDemos } from './components/FormDemos';
import { GridDemos } from './components/GridDemos';
import { DialogDemos, TabsDemos, ToastDemos } from './components/OverlayDemos';
import { Contents, PageIntro } from './components/PageIntro';
import { COMPONENT_SECTIONS } from './sections';

/**
 * /admin/components (spec §2, admin only): every shared component of src/web/components in every
 * state, live, so a change to one shows here before it shows on a page.
 */
export function ComponentsPage() {
  useDocumentTitle('Components');
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <PageIntro title="Components" other="styleguide">
        The shared building blocks of every page, in each of their states. Pages use these, not their own.
      </PageIntro>
      <Contents sections={COMPONENT_SECTIONS} />
      <div className="mt-10 space-y-12">
        <ButtonDemos />
        <IconButtonDemos />
        <InputDemos />
        <SelectDemos />
        <CheckboxDemos />
        <DialogDemos />
        <FocusDemos />
        <TabsDemos />
        <PillDemos />
        <StatusBadgeDemos />
        <DataTableDemos />
        <LoadingDemos />
        <StateDemos />
        <ToastDemos />
        <GridDemos />
      </div>
    </div>
  );
}
