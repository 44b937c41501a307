/** What a failed request says, for an error view; a generic line when it says nothing. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
