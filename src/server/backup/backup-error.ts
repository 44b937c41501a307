/**
 * A backup or restore that cannot go on, for a reason the person running it can act on: the
 * message is a plain sentence (what is wrong, what to do) and the commands print it alone, with
 * no stack trace.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
