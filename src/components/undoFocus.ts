// Where the focus goes when an undoable change's notification closes (issue 39). The notification
// takes the focus onto its undo button; the screen that started the change knows the better place
// afterwards (the list's first affected row, say) — the button that started it is usually gone.
let pending: (() => void) | null = null;

/** Called by the screen that started an undoable change: `focus` runs when its notification closes. */
export function focusAfterUndoWindow(focus: () => void): void {
  pending = focus;
}

/** The notification, as it closes: the waiting focus return (once), or null. */
export function takeFocusAfterUndoWindow(): (() => void) | null {
  const focus = pending;
  pending = null;
  return focus;
}
