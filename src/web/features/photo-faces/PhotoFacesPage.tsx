/** Stub of the foundation commit (issue 27); a helper builds the page. */
export function PhotoFacesPage() {
  return <h1>Photo faces</h1>;
}
