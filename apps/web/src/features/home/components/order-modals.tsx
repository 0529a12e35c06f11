// The two read-only modals of the detail panel (spec 3 §2.3): 'On Request' (the customer's note and
// answers to the restaurant's questions) and 'With OD order' (the OD order number).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardOrder } from '../api/get-orders.ts';

interface ModalProps {
  order: DashboardOrder;
  open: boolean;
  onClose: () => void;
}

export function RequestModal({ order, open, onClose }: ModalProps) {
  const { t } = useTranslation();
  const answers = order.response_list.filter((entry) => entry.answer.trim() !== '');
  const note = order.customer_note.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="request-modal">
      <DialogTitle>
        {t('home.request.title')} · {order.order_number}
      </DialogTitle>
      <DialogContent dividers>
        {note === '' && answers.length === 0 && <Typography>{t('home.request.none')}</Typography>}
        {note !== '' && (
          <Box sx={{ mb: answers.length ? 2.5 : 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary', mb: 0.5 }}>
              {t('home.request.note')}
            </Typography>
            <Typography data-testid="request-note" sx={{ whiteSpace: 'pre-wrap', fontSize: '1.1rem' }}>
              {note}
            </Typography>
          </Box>
        )}
        {answers.length > 0 && (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary', mb: 0.5 }}>
              {t('home.request.answers')}
            </Typography>
            <Box component="dl" sx={{ m: 0 }} data-testid="request-answers">
              {answers.map((entry, index) => (
                <Box
                  key={`${entry.question}\n${entry.answer}`}
                  sx={{ py: 0.75, borderTop: index ? 1 : 0, borderColor: 'divider' }}
                >
                  <Typography component="dt" sx={{ color: 'text.secondary' }}>
                    {entry.question}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
                    {entry.answer}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="request-modal-close">
          {t('home.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function OdOrderModal({ order, open, onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="od-modal">
      <DialogTitle>{t('home.od.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('home.od.number')}
        </Typography>
        <Typography data-testid="od-number" sx={{ fontSize: '2rem', fontWeight: 800, letterSpacing: 1 }}>
          {order.od_order_number}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('home.detail.orderNumber')}: {order.order_number}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('home.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
