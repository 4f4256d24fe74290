import { useEffect, type RefObject } from 'react';

/**
 * While a popup list is open, a press outside `root` only closes it: the press and the click that
 * follows are stopped before anything under the pointer sees them (a switch under the list is not
 * toggled, a link not followed, no option chosen), and focus stays where it was. The next click
 * works as usual. `armed` is asked at each press: a list that opened by itself when focus arrived by
 * Tab is left to close the usual way (the click goes on), since nobody chose to open it.
 */
export function useDismissOnOutsidePress(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, armed: () => boolean) {
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const view = element.ownerDocument.defaultView ?? window;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !element.contains(target);

    const swallowClick = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const onPress = (event: PointerEvent | MouseEvent) => {
      if (!isOutside(event.target) || !armed()) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type !== 'pointerdown') return;
      // The click of this press (it comes right after the release) is swallowed too, and only it.
      view.addEventListener('click', swallowClick, { capture: true, once: true });
      view.addEventListener(
        'pointerup',
        () => view.setTimeout(() => view.removeEventListener('click', swallowClick, { capture: true }), 0),
        { capture: true, once: true },
      );
      close();
    };
    view.addEventListener('pointerdown', onPress, true);
    view.addEventListener('mousedown', onPress, true);
    return () => {
      view.removeEventListener('pointerdown', onPress, true);
      view.removeEventListener('mousedown', onPress, true);
    };
  }, [open, root, close, armed]);
}
