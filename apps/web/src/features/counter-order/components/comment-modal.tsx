// The comment modal (spec 3 §2.3, §5): each of the restaurant's questions as a select of its allowed
// answers, plus a free text when show_note is set. Saved into the order being taken (customer_note
// and response_list of POST restaurant/order); a required question must be answered to save.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MenuBrowser } from '@noren/domain/catalogue/menu-browser';
import { notesLimits } from '@noren/domain/platform/notes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentAnswers } from '../api/create-order.ts';
import { CounterDialog, touchButton } from './counter-dialog.tsx';

export interface CommentModalProps {
  comment: MenuBrowser['comment'];
  value: CommentAnswers;
  onSave: (value: CommentAnswers) => void;
  onClose: () => void;
}

export function CommentModal({ comment, value, onSave, onClose }: CommentModalProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState(value.customer_note);
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(value.response_list.map((entry) => [entry.question, entry.answer])),
  );
  const missingRequired = comment.question_list.some((question) => question.required && !answers[question.question]);

  function save() {
    onSave({
      customer_note: comment.show_note ? note : '',
      response_list: comment.question_list
        .filter((question) => answers[question.question])
        .map((question) => ({ question: question.question, answer: answers[question.question] ?? '' })),
    });
  }

  return (
    <CounterDialog
      title={t('counter-order.comment.title')}
      testId="counter-comment"
      onClose={onClose}
      onBack={onClose}
      maxWidth="sm"
      actions={
        <Button
          variant="contained"
          onClick={save}
          disabled={missingRequired}
          data-testid="counter-comment-save"
          sx={touchButton}
        >
          {t('counter-order.comment.save')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        {comment.question_list.map((question, index) => (
          <TextField
            key={question.question}
            select
            fullWidth
            required={question.required}
            label={question.question}
            value={answers[question.question] ?? ''}
            onChange={(event) => setAnswers({ ...answers, [question.question]: event.target.value })}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': `counter-question-${index}` } as object } }}
          >
            <MenuItem value="" sx={{ minHeight: 48 }}>
              <em>{t('counter-order.comment.noAnswer')}</em>
            </MenuItem>
            {question.answers.map((answer) => (
              <MenuItem key={answer} value={answer} sx={{ minHeight: 48 }} data-testid="counter-answer">
                {answer}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {comment.show_note && (
          <TextField
            fullWidth
            multiline
            minRows={3}
            label={t('counter-order.comment.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: notesLimits.customerNote, 'data-testid': 'counter-comment-note' } }}
          />
        )}
      </Box>
    </CounterDialog>
  );
}
