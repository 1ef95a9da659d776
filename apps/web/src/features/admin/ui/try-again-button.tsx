import { RefreshCw } from 'lucide-react';
import { Button, type ButtonStyleProps } from '../../../components/ui/button';

/** 'Try Again' of a section whose data could not be read: busy, its arrows turning, while it reads again. */
export function TryAgainButton({
  onRetry,
  retrying,
  ...style
}: { onRetry: () => void; retrying: boolean } & ButtonStyleProps) {
  return (
    <Button {...style} onClick={onRetry} busy={retrying}>
      <RefreshCw
        aria-hidden="true"
        className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
      />
      Try Again
    </Button>
  );
}
