import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../../../core/uploads';
import { Button } from '../../../components/Button';

/**
 * Where files are dropped, or chosen with the button (the keyboard's way in): any number at once.
 */
export function DropZone({
  onFiles,
  disabled = false,
}: {
  onFiles(files: File[]): void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const accept = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(true);
  };
  return (
    <section
      aria-label="Add files"
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
        over ? 'border-sepia bg-paper-deep/70' : 'border-rule bg-white/60'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <Upload aria-hidden="true" className="size-8 text-sepia" />
      <p className="font-display text-xl text-ink">Drop photographs here</p>
      <p id={hintId} className="max-w-md text-sm text-ink-soft">
        JPEG, PNG, TIFF or WebP, up to 200 MB each, as many as you like at once. Uploads continue where they
        stopped if the connection drops.
      </p>
      <Button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={hintId}
      >
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-label="Choose photographs to upload"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same files again (to resume them) is a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </section>
  );
}
