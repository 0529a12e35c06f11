// Add / Edit / Copy Menu (spec 2 §4, §5): one large form in sections, on the form toolkit
// (useDomainForm). Every rule is the domain's (menuIssues), run on each change: a rule's message
// shows beside its field once the field was touched (or on "Show"), and Save stays disabled while
// any rule fails or an image uploads. The dependencies of §4 are the domain's pure functions
// (category → sub-category cleared, standard quantity mirrored into an empty stock, quota off →
// null, Link price SG).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { Menu } from '@noren/domain/catalogue/menus/answer';
import { copyDraftFromMenu } from '@noren/domain/catalogue/menus/copy';
import { draftFromMenu, emptyMenuDraft, type MenuDraft } from '@noren/domain/catalogue/menus/draft';
import {
  changeBasePrice,
  changeCategory,
  changeQuotaEnabled,
  changeStandardQty,
  changeStandardQtyCheck,
} from '@noren/domain/catalogue/menus/form-changes';
import { toMenuPayload } from '@noren/domain/catalogue/menus/payload';
import {
  discountFieldsEnabled,
  isMenuMissingIssue,
  type MenuFormMode,
  type MenuIssue,
  menuRuleIssues,
} from '@noren/domain/catalogue/menus/rules';
import { taxRates } from '@noren/domain/catalogue/menus/values';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordsField } from '../../components/fields/keywords-field.tsx';
import { NumberField } from '../../components/fields/number-field.tsx';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { TimeField } from '../../components/fields/time-field.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { optionalNumber } from '../../lib/form-fields.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useCategoryOptions } from '../../resources/categories.ts';
import { useReceivingMethodOptions } from '../../resources/receiving-methods.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useSubCategoryOptionsOfCategory } from '../../resources/sub-categories.ts';
import { AdditionalEditor } from './additional-editor.tsx';
import { useSaveMenu } from './api/save-menu.ts';
import {
  categoryOptions,
  type FieldErrors,
  messageProps,
  nativeSelectSlots,
  Section,
  twoColumns,
  yenAdornment,
} from './form-section.tsx';
import { issueText, withRestaurantMethods } from './menu-format.ts';
import { MethodPricesTable } from './method-prices-table.tsx';

export type MenuFormSource = { mode: 'new' } | { mode: 'edit'; menu: Menu } | { mode: 'copy'; menu: Menu };

export interface MenuFormModalProps {
  source: MenuFormSource;
  onClose: () => void;
}

function initialDraft(source: MenuFormSource): MenuDraft {
  if (source.mode === 'edit') return draftFromMenu(source.menu);
  if (source.mode === 'copy') return copyDraftFromMenu(source.menu);
  return emptyMenuDraft();
}

export function MenuFormModal({ source, onClose }: MenuFormModalProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const isNew = source.mode !== 'edit';
  const mode: MenuFormMode = isNew ? 'create' : 'update';
  const idRestaurant = useRestaurantId();
  const saveMenu = useSaveMenu();
  const required = t('common.required');
  const rules = useCallback((next: MenuDraft) => menuRuleIssues(next, mode), [mode]);
  const form = useDomainForm<MenuDraft>({
    initial: () => initialDraft(source),
    // A copy keeps the JAN code, which must change: its message shows at once.
    initialTouched: source.mode === 'copy' ? ['jancode'] : [],
    rules,
    // "Missing" waits until the field was visited; a wrong value (a duplicate JAN code, a JAN code
    // an additional cost needs, a quota below 1) is said at once, wherever it shows.
    isMissing: isMenuMissingIssue,
    message: (issue) => issueText(issue as MenuIssue, language, required),
    saving: saveMenu.isPending,
  });
  const { draft, touch } = form;
  const categories = useCategoryOptions(idRestaurant);
  const subCategories = useSubCategoryOptionsOfCategory(idRestaurant, draft.id_food_category);
  const methods = useReceivingMethodOptions(idRestaurant);

  // The restaurant's methods arrive once: each gets its row in the prices table.
  const [methodsMerged, setMethodsMerged] = useState(false);
  const { update } = form;
  useEffect(() => {
    if (methods.data && !methodsMerged) {
      const list = methods.data;
      update((current) => ({ ...current, receiving_method: withRestaurantMethods(current, list, language, isNew) }));
      setMethodsMerged(true);
    }
  }, [methods.data, methodsMerged, language, isNew, update]);

  const errorOf = form.error;
  const errors: FieldErrors = { errorOf, touch };

  /** A change of some fields: the draft moves on, the fields count as touched, a server remark goes. */
  function change(next: MenuDraft, ...fields: string[]) {
    form.update(() => next, ...fields);
  }

  async function submit() {
    if (idRestaurant === null || !form.attemptSave()) return;
    try {
      const saved = await saveMenu.mutateAsync({ mode, idRestaurant, payload: toMenuPayload(draft) });
      toast(language === 'en' ? saved.envelope.message : saved.envelope.message_jp, 'success');
      onClose();
    } catch (error) {
      // The query client toasts the failure; a field the server names is marked beside it too.
      if (form.failed(error) && error instanceof ApiError && error.field) touch(error.field);
    }
  }

  const discountEnabled = discountFieldsEnabled(draft);
  const problemCount = form.invalidFieldCount;
  const title =
    source.mode === 'edit'
      ? t('food-menu.form.editTitle')
      : source.mode === 'copy'
        ? t('food-menu.form.copyTitle')
        : t('food-menu.form.addTitle');

  const textField = (
    field: 'food_menu_name' | 'jancode' | 'description',
    label: string,
    testId: string,
    extra: { required?: boolean; multiline?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={(event) => change({ ...draft, [field]: event.target.value }, field)}
      {...messageProps(errors, field)}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );

  const discountDate = (field: 'discount_start_date' | 'discount_end_date', label: string, testId: string) => (
    <TextField
      type="date"
      label={label}
      value={draft[field]}
      onChange={(event) => change({ ...draft, [field]: event.target.value }, field)}
      onBlur={() => touch(field)}
      disabled={!discountEnabled}
      required={discountEnabled}
      error={discountEnabled && Boolean(errorOf(field))}
      helperText={discountEnabled ? errorOf(field) : undefined}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );

  const discountTime = (field: 'discount_start_time' | 'discount_end_time', label: string, testId: string) => (
    <TimeField
      label={label}
      value={draft[field] === '' ? null : draft[field]}
      onChange={(value) => change({ ...draft, [field]: value ?? '' }, field)}
      onBlur={() => touch(field)}
      disabled={!discountEnabled}
      required={discountEnabled}
      error={discountEnabled && Boolean(errorOf(field))}
      helperText={discountEnabled ? errorOf(field) : undefined}
      testId={testId}
    />
  );

  return (
    <FormModal
      open
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitDisabled={!form.canSave || idRestaurant === null}
      submitting={saveMenu.isPending}
      maxWidth="lg"
      testId="menu-form"
    >
      {source.mode === 'copy' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('food-menu.form.copyHint')}
        </Alert>
      )}

      <Section title={t('food-menu.form.sections.basic')} testId="menu-form-basic">
        <Box sx={twoColumns}>
          <TextField
            select
            label={t('food-menu.form.category')}
            value={draft.id_food_category ?? ''}
            onChange={(event) => change(changeCategory(draft, optionalNumber(event.target.value)), 'id_food_category')}
            {...messageProps(errors, 'id_food_category')}
            required
            fullWidth
            slotProps={nativeSelectSlots('menu-form-category')}
          >
            <option value="" />
            {categoryOptions(categories.data)}
          </TextField>
          <TextField
            select
            label={t('food-menu.form.subCategory')}
            value={draft.id_food_sub_category ?? ''}
            onChange={(event) =>
              change({ ...draft, id_food_sub_category: optionalNumber(event.target.value) }, 'id_food_sub_category')
            }
            onBlur={() => touch('id_food_sub_category')}
            disabled={draft.id_food_category === null}
            required
            error={Boolean(errorOf('id_food_sub_category'))}
            helperText={
              errorOf('id_food_sub_category') ??
              (draft.id_food_category === null
                ? t('food-menu.form.chooseCategoryFirst')
                : subCategories.data?.length === 0
                  ? t('food-menu.form.noOptions')
                  : undefined)
            }
            fullWidth
            slotProps={nativeSelectSlots('menu-form-sub-category')}
          >
            <option value="" />
            {(subCategories.data ?? []).map((sub) => (
              <option key={sub.id_food_sub_category} value={sub.id_food_sub_category}>
                {sub.sub_category_name}
              </option>
            ))}
          </TextField>
          {textField('food_menu_name', t('food-menu.form.name'), 'menu-form-name', { required: true })}
          {textField('jancode', t('food-menu.form.jancode'), 'menu-form-jancode', { required: true })}
          <ImageField
            label={t('food-menu.form.image')}
            value={{ file_key: draft.image_name ?? null, url: draft.image_url }}
            onChange={(value) => change({ ...draft, image_name: value.file_key, image_url: value.url }, 'image_name')}
            onBusyChange={(busy) => form.setBusy('image_name', busy)}
            required={isNew}
            error={errorOf('image_name')}
            previewWidth={120}
            testId="menu-form-image"
          />
          {textField('description', t('food-menu.form.description'), 'menu-form-description', { multiline: true })}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <KeywordsField
              label={t('food-menu.form.keywords')}
              value={draft.search_keyword}
              onChange={(words) => change({ ...draft, search_keyword: words }, 'search_keyword')}
              error={Boolean(errorOf('search_keyword'))}
              helperText={errorOf('search_keyword')}
              testId="menu-form-keywords"
            />
          </Box>
        </Box>
      </Section>

      <Section title={t('food-menu.form.sections.price')} testId="menu-form-price-section">
        <Box sx={twoColumns}>
          <NumberField
            label={t('food-menu.form.price')}
            value={draft.food_menu_price}
            onChange={(value) => change(changeBasePrice(draft, value), 'food_menu_price')}
            {...messageProps(errors, 'food_menu_price')}
            required
            fullWidth
            slotProps={{ input: yenAdornment(language) }}
            testId="menu-form-price"
          />
          <TextField
            select
            label={t('food-menu.form.tax')}
            value={draft.tax}
            onChange={(event) => change({ ...draft, tax: event.target.value }, 'tax')}
            error={Boolean(errorOf('tax'))}
            helperText={errorOf('tax')}
            fullWidth
            slotProps={nativeSelectSlots('menu-form-tax')}
          >
            {taxRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t('food-menu.form.taxOption', { rate })}
              </option>
            ))}
          </TextField>
          <NumberField
            label={t('food-menu.form.discountPrice')}
            value={draft.food_menu_price_discount}
            onChange={(value) => change({ ...draft, food_menu_price_discount: value }, 'food_menu_price_discount')}
            onBlur={() => touch('food_menu_price_discount')}
            error={Boolean(errorOf('food_menu_price_discount'))}
            helperText={
              errorOf('food_menu_price_discount') ?? (discountEnabled ? undefined : t('food-menu.form.discountHint'))
            }
            fullWidth
            slotProps={{ input: yenAdornment(language) }}
            testId="menu-form-discount-price"
          />
          <Box sx={{ display: { xs: 'none', md: 'block' } }} />
          {discountDate('discount_start_date', t('food-menu.form.discountStartDate'), 'menu-form-discount-start-date')}
          {discountTime('discount_start_time', t('food-menu.form.discountStartTime'), 'menu-form-discount-start-time')}
          {discountDate('discount_end_date', t('food-menu.form.discountEndDate'), 'menu-form-discount-end-date')}
          {discountTime('discount_end_time', t('food-menu.form.discountEndTime'), 'menu-form-discount-end-time')}
        </Box>
      </Section>

      <Section title={t('food-menu.form.sections.stock')} testId="menu-form-stock-section">
        <Box sx={twoColumns}>
          <NumberField
            kind="neg_number"
            label={t('food-menu.form.stock')}
            value={draft.food_menu_stock_qty}
            onChange={(value) => change({ ...draft, food_menu_stock_qty: value }, 'food_menu_stock_qty')}
            onBlur={() => touch('food_menu_stock_qty')}
            required={!draft.standard_qty_check}
            error={Boolean(errorOf('food_menu_stock_qty'))}
            helperText={errorOf('food_menu_stock_qty') ?? t('food-menu.form.stockHint')}
            fullWidth
            testId="menu-form-stock"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.combined_purchase}
                onChange={(event) => change({ ...draft, combined_purchase: event.target.checked }, 'combined_purchase')}
                slotProps={{ input: { 'data-testid': 'menu-form-combined-purchase' } as object }}
              />
            }
            label={t('food-menu.form.combinedPurchase')}
          />
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.standard_qty_check}
                  onChange={(event) =>
                    change(changeStandardQtyCheck(draft, event.target.checked), 'standard_qty_check')
                  }
                  slotProps={{ input: { 'data-testid': 'menu-form-standard-qty-check' } as object }}
                />
              }
              label={t('food-menu.form.standardQtyCheck')}
            />
            <NumberField
              label={t('food-menu.form.standardQty')}
              value={draft.standard_qty}
              onChange={(value) => change(changeStandardQty(draft, value), 'standard_qty')}
              onBlur={() => touch('standard_qty')}
              disabled={!draft.standard_qty_check}
              required={draft.standard_qty_check}
              error={draft.standard_qty_check && Boolean(errorOf('standard_qty'))}
              helperText={
                (draft.standard_qty_check ? errorOf('standard_qty') : undefined) ?? t('food-menu.form.standardQtyHint')
              }
              fullWidth
              testId="menu-form-standard-qty"
            />
          </Box>
          <Box>
            <SwitchField
              checked={draft.quota_enabled}
              onChange={(checked) => change(changeQuotaEnabled(draft, checked), 'quota_enabled')}
              testId="menu-form-quota-switch"
              label={t('food-menu.form.quotaEnabled')}
            />
            <NumberField
              label={t('food-menu.form.quota')}
              value={draft.quota_per_user}
              onChange={(value) => change({ ...draft, quota_per_user: value }, 'quota_per_user')}
              onBlur={() => touch('quota_per_user')}
              disabled={!draft.quota_enabled}
              required={draft.quota_enabled}
              error={draft.quota_enabled && Boolean(errorOf('quota_per_user'))}
              helperText={draft.quota_enabled ? errorOf('quota_per_user') : undefined}
              fullWidth
              testId="menu-form-quota"
            />
          </Box>
        </Box>
      </Section>

      <MethodPricesTable
        draft={draft}
        onChange={change}
        errors={errors}
        status={methods.isPending ? 'loading' : methods.isError ? 'unavailable' : 'ready'}
      />

      <AdditionalEditor draft={draft} onChange={change} errors={errors} onBusyChange={form.setBusy} />

      {problemCount > 0 && (
        <Alert
          severity="warning"
          sx={{ mt: 3 }}
          data-testid="menu-form-problems"
          action={
            <Button color="inherit" size="small" onClick={form.revealAll} data-testid="menu-form-show-problems">
              {t('food-menu.form.showProblems')}
            </Button>
          }
        >
          {t('food-menu.form.fixProblems', { count: problemCount })}
        </Alert>
      )}
    </FormModal>
  );
}
