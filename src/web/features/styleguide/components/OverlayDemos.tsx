import { toast } from 'sonner';
import { Button } from '../../../components/Button';
import { DeferredDialog } from '../../../components/DeferredDialog';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { notify } from '../../../components/Toast';
import { DemoSection, Specimen, SpecimenGrid } from './DemoSection';

export function DialogDemos() {
  return (
    <DemoSection
      id="dialog"
      title="Dialog"
      description="For a decision that needs the whole attention: focus moves in and stays there, Escape or Close leaves, focus returns to the button that opened it."
    >
      <SpecimenGrid>
        <Specimen label="with a form and actions">
          <Dialog
            trigger={<Button variant="secondary">Open dialog</Button>}
            title="Rename collection"
            description="The new name shows on the collection page at once."
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="ghost">Cancel</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button onClick={() => notify.success('Collection renamed')}>Save</Button>
                </DialogClose>
              </>
            }
          >
            <TextField label="Name" value="Kitchens of the 1970s" onValueChange={() => {}} />
          </Dialog>
        </Specimen>
        <Specimen label="destructive confirmation">
          <Dialog
            size="sm"
            trigger={<Button variant="danger">Delete wishlist</Button>}
            title="Delete this wishlist?"
            description="Its photos stay in the catalogue; the list and its share link are gone for good."
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="ghost">Keep it</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button variant="danger">Delete</Button>
                </DialogClose>
              </>
            }
          />
        </Specimen>
        <Specimen label="deferred: its code loads on the first press (a phone's filter drawer)">
          <DeferredDialog
            size="sm"
            trigger={<Button variant="secondary">Filters</Button>}
            title="Filters"
            closeLabel="Close filters"
            footer={(close) => (
              <Button block onClick={close}>
                Show 120 photos
              </Button>
            )}
          >
            <p className="text-ink-soft">The filter panel goes here.</p>
          </DeferredDialog>
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}

export function TabsDemos() {
  return (
    <DemoSection
      id="tabs"
      title="Tabs"
      description="Views of one thing. ← and → move between tabs and open them; Tab moves into the panel."
    >
      <Tabs defaultValue="similar">
        <TabsList label="Photo information">
          <TabsTrigger value="similar">Similar photos</TabsTrigger>
          <TabsTrigger value="people">Similar people</TabsTrigger>
          <TabsTrigger value="details">Photo details</TabsTrigger>
          <TabsTrigger value="admin" disabled>
            Admin (disabled)
          </TabsTrigger>
        </TabsList>
        <TabsContent value="similar">Photos that look like this one.</TabsContent>
        <TabsContent value="people">Photos of the same people.</TabsContent>
        <TabsContent value="details">
          Where, when and who: every value links to its taxonomy page.
        </TabsContent>
        <TabsContent value="admin">Analytics and flags.</TabsContent>
      </Tabs>
    </DemoSection>
  );
}

export function ToastDemos() {
  return (
    <DemoSection
      id="toasts"
      title="Toasts"
      description="Bottom right, 4 s, at most 5 (spec §9). A short title that says what happened, and a sentence only when it helps. Never the only place an error is shown for a form field."
    >
      <SpecimenGrid>
        <Specimen label="success">
          <Button
            variant="secondary"
            onClick={() => notify.success('Photo updated', 'Changes saved successfully')}
          >
            Show success toast
          </Button>
        </Specimen>
        <Specimen label="error (from an Error)">
          <Button
            variant="secondary"
            onClick={() => notify.error('Update failed', new Error('Admin privileges required'))}
          >
            Show error toast
          </Button>
        </Specimen>
        <Specimen label="info">
          <Button
            variant="secondary"
            onClick={() => notify.info('Magic link sent!', 'Check your email for a one-time login link.')}
          >
            Show info toast
          </Button>
        </Specimen>
        <Specimen label="plain, title only">
          <Button variant="secondary" onClick={() => toast('Added to cart')}>
            Show plain toast
          </Button>
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}
