// The offline banner of every signed-in screen (DESIGN.md "Realtime"): a screen that loses its
// connection says so within seconds, never silently. It watches the app's Socket.IO connection
// (disconnect / connect_error) and the browser's own offline state, shows after a short grace
// period (so a blip does not flash it) and goes as soon as the socket is connected again.
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConnectionState, watchAppSocket, watchConnection } from '../lib/socket.ts';

/** Grace before the banner shows: well inside the 5 s the design allows. */
export const offlineBannerDelayMs = 1000;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** True while the app has lost its server connection (after the grace period). */
export function useOffline(delayMs = offlineBannerDelayMs): boolean {
  const [socketState, setSocketState] = useState<ConnectionState>('connecting');
  const [online, setOnline] = useState(browserOnline);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let unwatchConnection: (() => void) | null = null;
    const unwatchSocket = watchAppSocket((socket) => {
      unwatchConnection?.();
      unwatchConnection = socket ? watchConnection(socket, setSocketState) : null;
      if (!socket) setSocketState('connecting');
    });
    return () => {
      unwatchSocket();
      unwatchConnection?.();
    };
  }, []);

  useEffect(() => {
    const update = () => setOnline(browserOnline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const down = socketState === 'disconnected' || !online;
  useEffect(() => {
    if (!down) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [down, delayMs]);

  return shown && down;
}

export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Box
      role="alert"
      data-testid="offline-banner"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, md: 3 },
        py: 1.25,
        bgcolor: '#b3261e',
        color: '#ffffff',
      }}
    >
      <CloudOffIcon aria-hidden="true" />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.35 }}>{t('offlineBanner.message')}</Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {t('offlineBanner.detail')}
        </Typography>
      </Box>
      {/* Still trying: a moving bar along the bottom edge. */}
      <LinearProgress
        aria-hidden="true"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 3,
          bgcolor: 'rgba(255, 255, 255, 0.25)',
          '& .MuiLinearProgress-bar': { bgcolor: '#ffffff' },
        }}
      />
    </Box>
  );
}
