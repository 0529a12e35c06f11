// Search keywords as chips (spec 2 §5): a comma, a Japanese comma 、, Enter or a space (also the
// full-width one) commits the typed word; Backspace in an empty box takes the last chip back.
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface KeywordsFieldProps {
  label: ReactNode;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  error?: boolean;
  /** Default: how to separate words. */
  helperText?: ReactNode;
  disabled?: boolean;
  /** data-testid of the field; the text box is `<testId>-input`, each chip `<testId>-chip`. */
  testId?: string;
}

const separators = /[,，、\s]/;

/** Words committed by the separators in `text`, and what is still being typed after the last one. */
export function splitKeywords(text: string): { words: string[]; rest: string } {
  const parts = text.split(separators);
  const rest = parts.pop() ?? '';
  return { words: parts.map((part) => part.trim()).filter(Boolean), rest };
}

export function KeywordsField({
  label,
  value,
  onChange,
  placeholder,
  error = false,
  helperText,
  disabled = false,
  testId = 'keywords-field',
}: KeywordsFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [composing, setComposing] = useState(false);

  function commit(words: string[]) {
    const next = [...value];
    for (const word of words) if (!next.includes(word)) next.push(word);
    if (next.length !== value.length) onChange(next);
  }

  function handleText(nextText: string, isComposing: boolean) {
    // While a Japanese IME is composing, the text is not final: wait for the conversion.
    if (isComposing) {
      setText(nextText);
      return;
    }
    const { words, rest } = splitKeywords(nextText);
    commit(words);
    setText(rest);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (composing || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Enter commits a word; it must not submit the form around the field.
      event.preventDefault();
      handleText(`${text},`, false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      const last = value[value.length - 1] ?? '';
      onChange(value.slice(0, -1));
      setText(last);
    }
  }

  return (
    <Box data-testid={testId}>
      <TextField
        label={label}
        value={text}
        placeholder={placeholder}
        error={error}
        disabled={disabled}
        fullWidth
        helperText={helperText ?? t('common.keywordsHint')}
        onChange={(event) => handleText(event.target.value, composing)}
        onKeyDown={handleKeyDown}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={(event) => {
          setComposing(false);
          handleText((event.target as HTMLInputElement).value, false);
        }}
        onBlur={() => {
          if (!composing && text.trim()) handleText(`${text},`, false);
        }}
        slotProps={{
          htmlInput: { 'data-testid': `${testId}-input` },
          input: {
            startAdornment:
              value.length > 0 ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.75, mr: 0.5 }}>
                  {value.map((word) => (
                    <Chip
                      key={word}
                      label={word}
                      size="small"
                      disabled={disabled}
                      onDelete={() => onChange(value.filter((candidate) => candidate !== word))}
                      deleteIcon={<CancelIcon titleAccess={t('common.removeKeyword', { keyword: word })} />}
                      data-testid={`${testId}-chip`}
                    />
                  ))}
                </Box>
              ) : undefined,
            sx: { flexWrap: 'wrap' },
          },
        }}
      />
    </Box>
  );
}
