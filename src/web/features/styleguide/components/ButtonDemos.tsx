import { Heart, Settings, ShoppingCart, X } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant, IconButton } from '../../../components/Button';
import { DemoSection, Specimen, SpecimenGrid } from './DemoSection';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];
const SIZES: readonly ButtonSize[] = ['sm', 'md', 'lg'];

export function ButtonDemos() {
  return (
    <DemoSection
      id="buttons"
      title="Buttons"
      description="One primary action per view; secondary and ghost for the rest; danger only for what cannot be undone. A navigation is a link styled as a button (asChild), never a button that navigates."
    >
      <div className="space-y-8">
        {VARIANTS.map((variant) => (
          <div key={variant}>
            <h3 className="mb-3 text-sm font-semibold text-ink capitalize">{variant}</h3>
            <SpecimenGrid compact>
              {SIZES.map((size) => (
                <Specimen key={size} label={`variant="${variant}" size="${size}"`}>
                  <Button variant={variant} size={size}>
                    Add to Cart
                  </Button>
                </Specimen>
              ))}
              <Specimen label="loading">
                <Button variant={variant} loading>
                  Saving…
                </Button>
              </Specimen>
              <Specimen label="disabled">
                <Button variant={variant} disabled>
                  Unavailable
                </Button>
              </Specimen>
            </SpecimenGrid>
          </div>
        ))}
        <SpecimenGrid>
          <Specimen label="block (full width)" wide>
            <Button block>Send magic link</Button>
          </Specimen>
          <Specimen label="with an icon">
            <Button>
              <ShoppingCart aria-hidden="true" className="size-4" />
              Add to Cart
            </Button>
          </Specimen>
        </SpecimenGrid>
      </div>
    </DemoSection>
  );
}

export function IconButtonDemos() {
  const [wished, setWished] = useState(false);
  return (
    <DemoSection
      id="icon-buttons"
      title="Icon buttons"
      description="Only where the icon is universally understood; the label is the accessible name and the tooltip. Toggles announce their pressed state."
    >
      <SpecimenGrid compact>
        <Specimen label='variant="ghost"'>
          <IconButton label="Settings">
            <Settings aria-hidden="true" className="size-5" />
          </IconButton>
          <IconButton label="Close" size="sm">
            <X aria-hidden="true" className="size-4" />
          </IconButton>
        </Specimen>
        <Specimen label='variant="solid"'>
          <IconButton label="Add to cart" variant="solid">
            <ShoppingCart aria-hidden="true" className="size-5" />
          </IconButton>
        </Specimen>
        <Specimen label='variant="overlay" pressed (on a photo)'>
          <div className="flex items-center gap-3 rounded-lg bg-ink-soft p-3">
            <IconButton
              label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
              variant="overlay"
              pressed={wished}
              onClick={() => setWished((on) => !on)}
            >
              <Heart aria-hidden="true" className={`size-5 ${wished ? 'fill-current' : ''}`} />
            </IconButton>
          </div>
        </Specimen>
        <Specimen label="disabled">
          <IconButton label="Add to cart (unavailable)" variant="solid" disabled>
            <ShoppingCart aria-hidden="true" className="size-5" />
          </IconButton>
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}
