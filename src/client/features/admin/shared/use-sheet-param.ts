import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useUpdateParams } from '@/client/lib/use-update-params';

interface SheetState {
  /** Set when the sheet was opened from the page (a new history entry): closing it goes back. */
  sheetOpened?: string;
}

/**
 * A sheet whose subject lives in the query string (`?order=42`, `?perfume=new`): it can be
 * linked, reloaded and shared. Opening from the page adds a history entry, so Back closes it;
 * closing one opened from the page goes back, closing one reached by a link just drops the parameter.
 */
export function useSheetParam(name: string) {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const location = useLocation();
  const navigate = useNavigate();
  const value = params.get(name);
  const linkState: SheetState = { sheetOpened: name };

  /** Where a link opening the sheet on `subject` goes; pass `linkState` as the link's state. */
  const hrefFor = (subject: string | number) => {
    const next = new URLSearchParams(params);
    next.set(name, String(subject));
    return `?${next.toString()}`;
  };

  const open = (subject: string | number) => {
    void navigate(hrefFor(subject), { state: linkState, preventScrollReset: true });
  };

  const close = () => {
    if ((location.state as SheetState | null)?.sheetOpened === name) {
      void navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  /** Replaces the subject in place (a new perfume, once saved, becomes the one edited). */
  const replace = (subject: string | number) => {
    void navigate(hrefFor(subject), { replace: true, state: location.state, preventScrollReset: true });
  };

  return { value, hrefFor, linkState, open, close, replace };
}

/** A sheet's parameter, as the lists that open it use it. */
export type SheetParam = ReturnType<typeof useSheetParam>;
