// The menu form's add-on groups (spec 2 §3, §4, §5): add a group, delete one, delete all (after a
// confirmation); each group has an item name, a JAN code and an image, and options with a name, an
// additional cost, a JAN code (required when it costs something), an image and a default flag.
// A JAN code used twice among them (or the menu's own) is marked 'Duplicate JAN Code ' on each.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  emptyAdditionalDraft,
  emptyOptionDraft,
  type MenuAdditionalDraft,
  type MenuDraft,
  type MenuOptionDraft,
} from '@noren/domain/catalogue/menus/draft';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { NumberField } from '../../components/fields/number-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { getStoredLanguage } from '../../lib/language.ts';
import { type FieldErrors, messageProps, Section, yenAdornment } from './form-section.tsx';

export interface AdditionalEditorProps {
  draft: MenuDraft;
  onChange: (next: MenuDraft, ...fields: string[]) => void;
  errors: FieldErrors;
  onBusyChange: (key: string, busy: boolean) => void;
}

/** The two texts of an option group, in the order they stand. */
const groupTexts = [
  { field: 'item_name', label: 'food-menu.form.additional.itemName', testId: 'menu-form-group-name' },
  { field: 'jancode', label: 'food-menu.form.additional.jancode', testId: 'menu-form-group-jancode' },
] as const;

interface RowKeys {
  key: number;
  options: number[];
}

export function AdditionalEditor({ draft, onChange, errors, onBusyChange }: AdditionalEditorProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const groups = draft.additional;
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  // Stable React keys, so an image field keeps its own upload when a row above it goes.
  const serial = useRef(0);
  const nextKey = () => ++serial.current;
  const [keys, setKeys] = useState<RowKeys[]>(() =>
    groups.map((group) => ({ key: nextKey(), options: group.options.map(() => nextKey()) })),
  );
  const keyOf = (groupIndex: number) => keys[groupIndex]?.key ?? `g${groupIndex}`;
  const optionKeyOf = (groupIndex: number, optionIndex: number) =>
    keys[groupIndex]?.options[optionIndex] ?? `o${groupIndex}-${optionIndex}`;

  function setGroups(next: MenuAdditionalDraft[], ...fields: string[]) {
    onChange({ ...draft, additional: next }, ...fields);
  }

  function updateGroup(index: number, patch: Partial<MenuAdditionalDraft>, field: string) {
    setGroups(
      groups.map((group, at) => (at === index ? { ...group, ...patch } : group)),
      `additional.${index}.${field}`,
    );
  }

  function updateOption(groupIndex: number, optionIndex: number, patch: Partial<MenuOptionDraft>, field: string) {
    const group = groups[groupIndex];
    if (!group) return;
    const options = group.options.map((option, at) => (at === optionIndex ? { ...option, ...patch } : option));
    setGroups(
      groups.map((candidate, at) => (at === groupIndex ? { ...candidate, options } : candidate)),
      `additional.${groupIndex}.options.${optionIndex}.${field}`,
    );
  }

  /** Uploads of removed rows no longer hold Save back. */
  function releaseBusy(prefix: string) {
    onBusyChange(`${prefix}.image_name`, false);
  }

  function addGroup() {
    setKeys((current) => [...current, { key: nextKey(), options: [] }]);
    setGroups([...groups, emptyAdditionalDraft()]);
  }

  function removeGroup(index: number) {
    setKeys((current) => current.filter((_, at) => at !== index));
    releaseBusy(`additional.${index}`);
    setGroups(groups.filter((_, at) => at !== index));
  }

  function addOption(groupIndex: number) {
    setKeys((current) =>
      current.map((entry, at) => (at === groupIndex ? { ...entry, options: [...entry.options, nextKey()] } : entry)),
    );
    const group = groups[groupIndex];
    if (group) updateGroup(groupIndex, { options: [...group.options, emptyOptionDraft()] }, 'options');
  }

  function removeOption(groupIndex: number, optionIndex: number) {
    setKeys((current) =>
      current.map((entry, at) =>
        at === groupIndex ? { ...entry, options: entry.options.filter((_, index) => index !== optionIndex) } : entry,
      ),
    );
    releaseBusy(`additional.${groupIndex}.options.${optionIndex}`);
    const group = groups[groupIndex];
    if (group) {
      updateGroup(groupIndex, { options: group.options.filter((_, at) => at !== optionIndex) }, 'options');
    }
  }

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={addGroup} data-testid="menu-form-add-group">
        {t('food-menu.form.additional.add')}
      </Button>
      <Button
        color="error"
        startIcon={<DeleteSweepOutlinedIcon />}
        onClick={() => setConfirmDeleteAll(true)}
        disabled={groups.length === 0}
        data-testid="menu-form-delete-all-groups"
      >
        {t('food-menu.form.additional.deleteAll')}
      </Button>
    </Stack>
  );

  return (
    <Section title={t('food-menu.form.sections.additional')} action={actions} testId="menu-form-additional">
      {groups.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('food-menu.form.additional.empty')}</Typography>
      )}
      <Stack spacing={2}>
        {groups.map((group, groupIndex) => {
          const path = `additional.${groupIndex}`;
          const number = groupIndex + 1;
          return (
            <Paper key={keyOf(groupIndex)} variant="outlined" sx={{ p: 2 }} data-testid="menu-form-group">
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
                  {t('food-menu.form.additional.group', { number })}
                </Typography>
                <Tooltip title={t('food-menu.form.additional.deleteGroup', { number })}>
                  <IconButton
                    aria-label={t('food-menu.form.additional.deleteGroup', { number })}
                    color="error"
                    onClick={() => removeGroup(groupIndex)}
                    data-testid="menu-form-group-delete"
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Tooltip>
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
                  gap: 2,
                  alignItems: 'start',
                }}
              >
                {groupTexts.map(({ field, label, testId }) => (
                  <TextField
                    key={field}
                    label={t(label)}
                    value={group[field]}
                    onChange={(event) => updateGroup(groupIndex, { [field]: event.target.value }, field)}
                    {...messageProps(errors, `${path}.${field}`)}
                    required
                    fullWidth
                    slotProps={{ htmlInput: { 'data-testid': testId } }}
                  />
                ))}
                <ImageField
                  label={t('food-menu.form.additional.image')}
                  value={{ file_key: group.image_name, url: group.image_url }}
                  onChange={(value) =>
                    updateGroup(groupIndex, { image_name: value.file_key, image_url: value.url }, 'image_name')
                  }
                  onBusyChange={(busy) => onBusyChange(`${path}.image_name`, busy)}
                  required
                  error={errors.errorOf(`${path}.image_name`)}
                  previewWidth={72}
                  testId="menu-form-group-image"
                />
              </Box>

              <Typography variant="subtitle2" component="h5" sx={{ mt: 2, mb: 1, color: 'text.secondary' }}>
                {t('food-menu.form.additional.options')}
              </Typography>
              <Stack spacing={1.5}>
                {group.options.length === 0 && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('food-menu.form.additional.noOptions')}
                  </Typography>
                )}
                {group.options.map((option, optionIndex) => {
                  const optionPath = `${path}.options.${optionIndex}`;
                  const optionNumber = optionIndex + 1;
                  return (
                    <Box
                      key={optionKeyOf(groupIndex, optionIndex)}
                      data-testid="menu-form-option"
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: {
                          xs: '1fr',
                          md: 'minmax(0, 1.4fr) minmax(0, 0.8fr) minmax(0, 1fr) auto auto auto',
                        },
                        gap: 1.5,
                        alignItems: 'start',
                        p: 1.5,
                        borderRadius: 1,
                        bgcolor: 'background.default',
                      }}
                    >
                      <TextField
                        size="small"
                        label={t('food-menu.form.additional.optionName')}
                        value={option.additional_name}
                        onChange={(event) =>
                          updateOption(
                            groupIndex,
                            optionIndex,
                            { additional_name: event.target.value },
                            'additional_name',
                          )
                        }
                        {...messageProps(errors, `${optionPath}.additional_name`)}
                        required
                        fullWidth
                        slotProps={{ htmlInput: { 'data-testid': 'menu-form-option-name' } }}
                      />
                      <NumberField
                        size="small"
                        label={t('food-menu.form.additional.optionCost')}
                        value={option.additional_cost}
                        onChange={(value) =>
                          updateOption(groupIndex, optionIndex, { additional_cost: value }, 'additional_cost')
                        }
                        {...messageProps(errors, `${optionPath}.additional_cost`)}
                        fullWidth
                        slotProps={{ input: yenAdornment(language) }}
                        testId="menu-form-option-cost"
                      />
                      <TextField
                        size="small"
                        label={t('food-menu.form.additional.optionJancode')}
                        value={option.jancode}
                        onChange={(event) =>
                          updateOption(groupIndex, optionIndex, { jancode: event.target.value }, 'jancode')
                        }
                        {...messageProps(errors, `${optionPath}.jancode`)}
                        fullWidth
                        slotProps={{ htmlInput: { 'data-testid': 'menu-form-option-jancode' } }}
                      />
                      <ImageField
                        label={t('food-menu.form.additional.optionImage')}
                        value={{ file_key: option.image_name, url: option.image_url }}
                        onChange={(value) =>
                          updateOption(
                            groupIndex,
                            optionIndex,
                            { image_name: value.file_key, image_url: value.url },
                            'image_name',
                          )
                        }
                        onBusyChange={(busy) => onBusyChange(`${optionPath}.image_name`, busy)}
                        previewWidth={48}
                        testId="menu-form-option-image"
                      />
                      <FormControlLabel
                        sx={{ mt: 0.5 }}
                        control={
                          <Checkbox
                            checked={option.default}
                            onChange={(event) =>
                              updateOption(groupIndex, optionIndex, { default: event.target.checked }, 'default')
                            }
                            slotProps={{ input: { 'data-testid': 'menu-form-option-default' } as object }}
                          />
                        }
                        label={t('food-menu.form.additional.default')}
                      />
                      <Tooltip title={t('food-menu.form.additional.deleteOption', { number: optionNumber })}>
                        <IconButton
                          aria-label={t('food-menu.form.additional.deleteOption', { number: optionNumber })}
                          onClick={() => removeOption(groupIndex, optionIndex)}
                          data-testid="menu-form-option-delete"
                        >
                          <DeleteOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  );
                })}
              </Stack>
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => addOption(groupIndex)}
                sx={{ mt: 1.5 }}
                data-testid="menu-form-add-option"
              >
                {t('food-menu.form.additional.addOption')}
              </Button>
            </Paper>
          );
        })}
      </Stack>

      <ConfirmDialog
        open={confirmDeleteAll}
        title={t('food-menu.form.additional.deleteAllTitle')}
        description={t('food-menu.form.additional.deleteAllDetail', { count: groups.length })}
        confirmLabel={t('food-menu.form.additional.deleteAllConfirm')}
        destructive
        onConfirm={() => {
          setConfirmDeleteAll(false);
          groups.forEach((group, index) => {
            releaseBusy(`additional.${index}`);
            for (const optionIndex of group.options.keys()) releaseBusy(`additional.${index}.options.${optionIndex}`);
          });
          setKeys([]);
          setGroups([], 'additional');
        }}
        onCancel={() => setConfirmDeleteAll(false)}
        testId="menu-form-delete-all-confirm"
      />
    </Section>
  );
}
