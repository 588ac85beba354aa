import { usePopupTimer } from './use-popup-timer';

/** The site's timed popup (use-popup-timer.ts) as a part the layout loads after hydration. */
export default function PopupTimer({ pathname }: { pathname: string }) {
  usePopupTimer(pathname);
  return null;
}
