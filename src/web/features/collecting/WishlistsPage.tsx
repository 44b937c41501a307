import { useDocumentTitle } from '../../components/use-document-title';
import { WishlistsList } from './components/WishlistsList';

/** spec §2 /wishlists (signed in: under RequireUser): the person's wishlists. */
export function WishlistsPage() {
  useDocumentTitle('Your wishlists');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Your wishlists</h1>
      <div className="mt-8">
        <WishlistsList />
      </div>
    </div>
  );
}
