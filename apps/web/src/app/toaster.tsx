// The toasts' container, loaded with the first toast (issue 14): notistack's provider beside the app,
// not around it (nothing in the app reads its context; lib/toast.ts is the only way in).
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { connectToaster, toastAutoHideMs } from '../lib/toast.ts';

/** Lends this provider's enqueue and close to lib/toast.ts while mounted (its waiting toasts show). */
function ToasterConnection() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => connectToaster({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
  return null;
}

export function Toaster() {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={toastAutoHideMs}
      maxSnack={3}
      // Below the app bar, so a toast never hides who is signed in: the shell places them (useToastsBelow).
    >
      <ToasterConnection />
    </SnackbarProvider>
  );
}
