/** Stub of the foundation commit (issue 27); a helper builds the page. */
export function PeoplePage() {
  return <h1>Faces & people</h1>;
}
