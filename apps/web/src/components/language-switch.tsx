// A button that switches the page to the other language (and reloads, as the spec requires).
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage, otherLanguage, switchLanguage } from '../lib/language.ts';

export interface LanguageSwitchProps {
  testId?: string;
  color?: 'inherit' | 'primary';
}

export function LanguageSwitch({ testId = 'language-switch', color = 'primary' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const target = otherLanguage(getStoredLanguage());
  const name = t(`language.${target}`);
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      onClick={() => switchLanguage(target)}
      title={t('language.switchTo', { language: name })}
      data-testid={testId}
    >
      <span lang={target === 'en' ? 'en' : 'ja'}>{name}</span>
    </Button>
  );
}
