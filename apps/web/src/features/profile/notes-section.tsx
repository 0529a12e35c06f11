// Notes and questions (spec 1 §3 "Notes settings", §5): whether the customer note shows, its text,
// and the questions the ordering app asks, each with its answers and whether it must be answered.
// The rules are the domain's `notesIssues` (the server runs the same): every question and answer
// needs text, 'Duplicate question', 'Answer has been duplicated', shown under the field; Save is
// off while any rule fails. A new question starts with one empty answer and required on; removing
// the last answer leaves one empty answer. Saved with PUT restaurant/update/question.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { newQuestion, notesIssues, notesLimits, type Question, removeAnswer } from '@noren/domain/platform/notes';
import type { Restaurant } from '@noren/domain/platform/restaurants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { fieldState } from '../../lib/form-fields.ts';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useRestaurantDetail } from '../../resources/profile.ts';
import { useUpdateNotes } from './api/update-notes.ts';
import { LoadingSectionCard, SectionSave, sectionSaveHandlers } from './section-card.tsx';

interface Values {
  show_note: boolean;
  customer_note: string;
  question_list: Question[];
}

export function NotesSection({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const detail = useRestaurantDetail(idRestaurant);
  return (
    <LoadingSectionCard
      title={t('profile.notes.title')}
      description={t('profile.notes.description')}
      testId="profile-notes"
      query={detail}
      placeholderHeight={160}
    >
      {detail.data && <NotesForm key={detail.data.id_restaurant} restaurant={detail.data} />}
    </LoadingSectionCard>
  );
}

function NotesForm({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const updateNotes = useUpdateNotes();
  const rules = useCallback((draft: Values) => notesIssues(draft.question_list), []);
  const form = useDomainForm<Values>({
    initial: () => ({
      show_note: restaurant.show_note,
      customer_note: restaurant.customer_note ?? '',
      question_list: restaurant.question_list.map((question) => ({ ...question, answers: [...question.answers] })),
    }),
    rules,
    saving: updateNotes.isPending,
  });
  const values = form.draft;

  const changeQuestion = (index: number, change: (question: Question) => Question, field?: string) =>
    form.update(
      (draft) => ({
        ...draft,
        question_list: draft.question_list.map((question, at) => (at === index ? change(question) : question)),
      }),
      ...(field ? [field] : []),
    );

  function onSave() {
    if (!form.attemptSave()) return;
    updateNotes.mutate(
      {
        id_restaurant: restaurant.id_restaurant,
        show_note: values.show_note,
        customer_note: values.customer_note,
        question_list: values.question_list.map((question) => ({
          question: question.question.trim(),
          answers: question.answers.map((answer) => answer.trim()),
          required: question.required,
        })),
      },
      sectionSaveHandlers(form),
    );
  }

  return (
    <Stack spacing={2.5}>
      <SwitchField
        checked={values.show_note}
        onChange={(checked) => form.set('show_note', checked)}
        testId="profile-show-note"
        label={t('profile.notes.showNote')}
      />
      <TextField
        label={t('profile.notes.customerNote')}
        value={values.customer_note}
        onChange={(event) => form.set('customer_note', event.target.value)}
        error={Boolean(form.error('customer_note'))}
        helperText={form.error('customer_note') ?? t('profile.notes.customerNoteHint')}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'profile-customer-note', maxLength: notesLimits.customerNote } }}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('profile.notes.questions')}
      </Typography>
      {values.question_list.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="profile-no-questions">
          {t('profile.notes.noQuestions')}
        </Typography>
      )}
      {values.question_list.map((question, index) => {
        const questionField = `question_list.${index}.question`;
        return (
          <Paper
            // Questions have no id; the position is what the rules and the server name too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            variant="outlined"
            sx={{ p: 2, bgcolor: 'background.default' }}
            data-testid="profile-question"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('profile.notes.question', { number: index + 1 })}
                value={question.question}
                onChange={(event) =>
                  changeQuestion(index, (current) => ({ ...current, question: event.target.value }), questionField)
                }
                {...fieldState(form, questionField)}
                fullWidth
                size="small"
                slotProps={{
                  htmlInput: { 'data-testid': `profile-question-${index}`, maxLength: notesLimits.question },
                }}
              />
              <Tooltip title={t('profile.notes.removeQuestion')}>
                <IconButton
                  aria-label={t('profile.notes.removeQuestionOf', { number: index + 1 })}
                  onClick={() =>
                    form.update((draft) => ({
                      ...draft,
                      question_list: draft.question_list.filter((_, at) => at !== index),
                    }))
                  }
                  data-testid={`profile-question-${index}-remove`}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </Stack>
            <SwitchField
              sx={{ mt: 1 }}
              size="small"
              checked={question.required}
              onChange={(required) => changeQuestion(index, (current) => ({ ...current, required }))}
              testId={`profile-question-${index}-required`}
              label={t('profile.notes.required')}
            />
            <Stack spacing={1.5} sx={{ mt: 1, pl: { xs: 0, sm: 3 } }}>
              {question.answers.map((answer, answerIndex) => {
                const answerField = `question_list.${index}.answers.${answerIndex}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: answers are plain texts, their place is their name
                  <Stack key={answerIndex} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      label={t('profile.notes.answer', { number: answerIndex + 1 })}
                      value={answer}
                      onChange={(event) =>
                        changeQuestion(
                          index,
                          (current) => ({
                            ...current,
                            answers: current.answers.map((text, at) =>
                              at === answerIndex ? event.target.value : text,
                            ),
                          }),
                          answerField,
                        )
                      }
                      {...fieldState(form, answerField)}
                      fullWidth
                      size="small"
                      slotProps={{
                        htmlInput: {
                          'data-testid': `profile-question-${index}-answer-${answerIndex}`,
                          maxLength: notesLimits.answer,
                        },
                      }}
                    />
                    <Tooltip title={t('profile.notes.removeAnswer')}>
                      <IconButton
                        aria-label={t('profile.notes.removeAnswerOf', { number: answerIndex + 1 })}
                        onClick={() => changeQuestion(index, (current) => removeAnswer(current, answerIndex))}
                        data-testid={`profile-question-${index}-answer-${answerIndex}-remove`}
                      >
                        <RemoveCircleOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                );
              })}
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={question.answers.length >= notesLimits.answers}
                  onClick={() =>
                    changeQuestion(index, (current) => ({ ...current, answers: [...current.answers, ''] }))
                  }
                  data-testid={`profile-question-${index}-add-answer`}
                >
                  {t('profile.notes.addAnswer')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={values.question_list.length >= notesLimits.questions}
          onClick={() => form.update((draft) => ({ ...draft, question_list: [...draft.question_list, newQuestion()] }))}
          data-testid="profile-add-question"
        >
          {t('profile.notes.addQuestion')}
        </Button>
      </Box>
      <SectionSave
        onClick={onSave}
        disabled={!form.canSave}
        saving={updateNotes.isPending}
        testId="profile-notes-save"
        note={form.valid ? undefined : t('profile.notes.fixFirst')}
      />
    </Stack>
  );
}
