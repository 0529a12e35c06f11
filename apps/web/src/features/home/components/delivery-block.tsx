// The delivery block of the detail panel (spec 3 §2.2): titled 自宅へお届け, the recipient (kana name
// with 様 in Japanese), a tel link, the address and a maps link (a search link: no maps key needed).
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DeliveryAddress } from '@noren/domain/orders/schemas';
import { useTranslation } from 'react-i18next';
import type { StoredLanguage } from '../../../lib/language.ts';

export function recipientName(address: DeliveryAddress, language: StoredLanguage): string {
  const join = (...parts: (string | undefined)[]) =>
    parts
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  if (language === 'jp') {
    const kana = join(address.address_last_name_kana, address.address_first_name_kana);
    return kana || join(address.address_last_name, address.address_first_name);
  }
  return join(address.address_first_name, address.address_last_name);
}

export function addressLine(address: DeliveryAddress): string {
  return [address.address1, address.address2, address.address3, address.address4, address.address5, address.address6]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

export function DeliveryBlock({ address, language }: { address: DeliveryAddress; language: StoredLanguage }) {
  const { t } = useTranslation();
  const name = recipientName(address, language);
  const line = addressLine(address);
  const phone = address.phone_number?.trim() ?? '';
  const postal = address.postal_code?.trim() ?? '';
  const mapQuery = [postal, line].filter(Boolean).join(' ');
  return (
    <Box
      data-testid="delivery-block"
      sx={{ border: 2, borderColor: 'primary.light', borderRadius: 2, p: 1.5, bgcolor: 'rgba(29, 53, 87, 0.04)' }}
    >
      <Typography sx={{ fontWeight: 800, mb: 0.5 }}>{t('home.delivery.title')}</Typography>
      {name && (
        <Typography data-testid="delivery-recipient" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('home.delivery.recipient', { name })}
        </Typography>
      )}
      {phone && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
          <PhoneOutlinedIcon fontSize="small" aria-hidden="true" />
          <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="delivery-tel" sx={{ fontWeight: 600 }}>
            {phone}
          </Link>
        </Box>
      )}
      {(postal || line) && (
        <Typography sx={{ mt: 0.5 }} data-testid="delivery-address">
          {postal && `〒${postal} `}
          {line}
        </Typography>
      )}
      {mapQuery && (
        <Link
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="delivery-map"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}
        >
          <MapOutlinedIcon fontSize="small" aria-hidden="true" />
          {t('home.delivery.map')}
        </Link>
      )}
    </Box>
  );
}
