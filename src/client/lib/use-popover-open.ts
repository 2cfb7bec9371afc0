import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A header popover's open state. Whatever moves us to a new page (a link inside, the back
 * button) closes it; `onClose` runs whenever it closes.
 */
export function usePopoverOpen(initialOpen: boolean, onClose?: () => void) {
  const [open, setOpen] = useState(initialOpen);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onClose?.();
  };

  useEffect(() => {
    if (pathname !== firstPath.current) {
      setOpen(false);
      onClose?.();
    }
    firstPath.current = pathname;
  }, [pathname, onClose]);

  return [open, onOpenChange] as const;
}
