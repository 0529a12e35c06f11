// The counter order flow (spec 3 §4): receiving method (or 'Call number issue') › menu browser ›
// menu detail › cart › for a paid order the barcode payment screen, where its last page holds the
// comment button and Create order › the order created, its number large over the same barcodes. A
// call-number ticket is created from the cart (its comment button there). The cart lives on the
// server under the tab's temporary user, so a reload or a closed modal keeps it.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MenuBrowserFreeMenu, MenuBrowserMenu } from '@noren/domain/catalogue/menu-browser';
import { addToCart, type CartLine } from '@noren/domain/orders/cart';
import type { Order } from '@noren/domain/orders/schemas';
import type { RestaurantType } from '@noren/domain/restaurant';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useCart, useSaveCart } from '../api/cart.ts';
import { type CommentAnswers, useCreateCounterOrder } from '../api/create-order.ts';
import { useMenuBrowser } from '../api/get-menu-browser.ts';
import { orderBarcodeItems } from '../barcode-pages.ts';
import { showsCommentButton } from '../counter-rules.ts';
import { type CounterDraft, type CounterMethod, nextDraft, readDraft, writeDraft } from '../draft.ts';
import { reportOrderFailure } from '../order-failure.ts';
import { BarcodeScreen } from './barcode-screen.tsx';
import { CartModal, cartLineViews } from './cart-modal.tsx';
import { CommentModal } from './comment-modal.tsx';
import { CounterDialog, touchButton } from './counter-dialog.tsx';
import { MenuBrowserModal } from './menu-browser.tsx';
import { MenuDetail } from './menu-detail.tsx';
import { MethodChooser } from './method-chooser.tsx';

export interface CounterOrderFlowProps {
  idRestaurant: number;
  restaurantType: RestaurantType;
  onClose: () => void;
}

type Step = 'method' | 'browse' | 'cart' | 'checkout';

const noComment: CommentAnswers = { customer_note: '', response_list: [] };

const sameMethod = (a: CounterMethod, b: CounterMethod) =>
  a.id_receiving_method === b.id_receiving_method &&
  a.id_restaurant_receiving_method === b.id_restaurant_receiving_method;

export default function CounterOrderFlow({ idRestaurant, restaurantType, onClose }: CounterOrderFlowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CounterDraft>(() => readDraft(idRestaurant));
  const [step, setStep] = useState<Step>('method');
  const [created, setCreated] = useState<Order | null>(null);
  const [comment, setComment] = useState<CommentAnswers>(noComment);
  const [commentOpen, setCommentOpen] = useState(false);
  const cart = useCart(draft.temp_user, idRestaurant);
  const saveCart = useSaveCart(draft.temp_user, idRestaurant);
  const createOrder = useCreateCounterOrder();
  const lines = cart.data ?? [];

  function chooseMethod(method: CounterMethod) {
    // Prices, taxes and menus differ by method: a cart taken for another one starts empty.
    if (draft.method !== null && !sameMethod(draft.method, method) && lines.length > 0) saveCart.mutate([]);
    setDraft(writeDraft({ ...draft, method }));
    setStep('browse');
  }

  if (created) {
    return (
      <BarcodeScreen
        title={t('counter-order.barcode.title')}
        items={orderBarcodeItems(created)}
        orderNumber={created.order_number}
        onClose={onClose}
        actions={() => (
          <Button variant="contained" onClick={onClose} data-testid="counter-done" sx={touchButton}>
            {t('counter-order.barcode.done')}
          </Button>
        )}
      />
    );
  }
  if (step === 'method' || draft.method === null) {
    return <MethodChooser idRestaurant={idRestaurant} onChoose={chooseMethod} onClose={onClose} />;
  }
  return (
    <MethodSteps
      key={`${draft.method.id_receiving_method}-${draft.method.id_restaurant_receiving_method}`}
      idRestaurant={idRestaurant}
      draft={{ ...draft, method: draft.method }}
      step={step}
      setStep={setStep}
      lines={lines}
      cartLoading={cart.isPending}
      onCartChange={(next) => saveCart.mutate(next)}
      comment={comment}
      commentOpen={commentOpen}
      setCommentOpen={setCommentOpen}
      onComment={(value) => {
        setComment(value);
        setCommentOpen(false);
      }}
      creating={createOrder.isPending}
      onCreate={(method, onFailure) =>
        createOrder.mutate(
          { idRestaurant, tempUser: draft.temp_user, restaurantType, method, lines, comment },
          {
            onError: onFailure,
            onSuccess: (order) => {
              toast(t('counter-order.created', { number: order.order_number }), 'success');
              // The server emptied the kept cart with the order; the next order is another temporary user.
              setDraft(nextDraft(idRestaurant));
              setComment(noComment);
              if (order.is_free_food_order) onClose();
              else setCreated(order);
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

interface MethodStepsProps {
  idRestaurant: number;
  draft: CounterDraft & { method: CounterMethod };
  step: Exclude<Step, 'method'>;
  setStep: (step: Step) => void;
  lines: CartLine[];
  cartLoading: boolean;
  onCartChange: (lines: CartLine[]) => void;
  comment: CommentAnswers;
  commentOpen: boolean;
  setCommentOpen: (open: boolean) => void;
  onComment: (value: CommentAnswers) => void;
  creating: boolean;
  onCreate: (method: CounterMethod, onFailure: (error: Error) => void) => void;
  onClose: () => void;
}

/** The steps that need the method's menus: browser, detail, cart, checkout and comment. */
function MethodSteps(props: MethodStepsProps) {
  const { idRestaurant, draft, step, setStep, lines, onCartChange, onClose } = props;
  const { t } = useTranslation();
  const method = draft.method;
  const browser = useMenuBrowser(idRestaurant, method);
  const [detail, setDetail] = useState<MenuBrowserMenu | null>(null);

  if (!browser.data || props.cartLoading) {
    return (
      <CounterDialog title={method.title} testId="counter-loading" onClose={onClose} onBack={() => setStep('method')}>
        {browser.isError ? (
          <Button onClick={() => browser.refetch()}>{t('counter-order.retry')}</Button>
        ) : (
          <CircularProgress />
        )}
      </CounterDialog>
    );
  }
  const data = browser.data;
  const free = method.id_receiving_method === 'free';
  const views = cartLineViews(data, lines);
  const create = () => {
    const names = new Map(
      views.flatMap((view) =>
        view.line.id_food_menu === undefined || !view.name ? [] : [[view.line.id_food_menu, view.name] as const],
      ),
    );
    props.onCreate(method, (error) => reportOrderFailure(error, lines, names, browser.refetch));
  };
  const questionCount = data.comment.question_list.length;
  const commentButton = (lastPage: boolean) =>
    showsCommentButton({ questionCount, showNote: data.comment.show_note, viewingExistingOrder: false, lastPage }) ? (
      <Button
        variant="outlined"
        color="secondary"
        onClick={() => props.setCommentOpen(true)}
        data-testid="counter-comment-open"
        sx={touchButton}
      >
        {t('counter-order.comment.open')}
        {props.comment.customer_note || props.comment.response_list.length > 0 ? ' ✓' : ''}
      </Button>
    ) : null;

  if (props.commentOpen) {
    return (
      <CommentModal
        comment={data.comment}
        value={props.comment}
        onSave={(value) => {
          props.onComment(value);
          toast(t('counter-order.comment.saved'), 'success');
        }}
        onClose={() => props.setCommentOpen(false)}
      />
    );
  }
  if (step === 'checkout') {
    return (
      <BarcodeScreen
        title={t('counter-order.barcode.title')}
        items={views.map((view, index) => ({
          key: `cart-${index}`,
          name: view.name ?? '',
          jancode: view.jancode,
          qty: view.line.qty,
          options: view.optionCodes,
        }))}
        onBack={() => setStep('cart')}
        onClose={onClose}
        locked={props.creating}
        actions={(lastPage) => (
          <>
            {commentButton(lastPage)}
            {lastPage && (
              <Button
                variant="contained"
                onClick={create}
                disabled={props.creating}
                startIcon={props.creating ? <CircularProgress size={18} color="inherit" /> : undefined}
                data-testid="counter-create-order"
                sx={touchButton}
              >
                {t('counter-order.barcode.createOrder')}
              </Button>
            )}
          </>
        )}
      />
    );
  }
  if (step === 'cart') {
    return (
      <CartModal
        views={views}
        free={free}
        onChange={onCartChange}
        onAddMore={() => setStep('browse')}
        onNext={() => (free ? create() : setStep('checkout'))}
        onClose={onClose}
        busy={props.creating}
        extraAction={free ? commentButton(true) : null}
      />
    );
  }
  return (
    <>
      <MenuBrowserModal
        browser={data}
        cart={lines}
        onOpenMenu={setDetail}
        onAddFreeMenu={(menu: MenuBrowserFreeMenu) => {
          onCartChange(
            addToCart(lines, {
              id_free_food_menu: menu.id_free_food_menu,
              qty: 1,
              price: 0,
              extra_price: 0,
              additional: [],
            }),
          );
          toast(t('counter-order.detail.added', { name: menu.free_food_menu_name }), 'success');
        }}
        onOpenCart={() => setStep('cart')}
        onBack={() => setStep('method')}
        onClose={onClose}
      />
      {detail && (
        <MenuDetail
          menu={detail}
          tax={data.receiving_method.tax}
          cart={lines}
          onAdd={(line) => {
            onCartChange(addToCart(lines, line));
            setDetail(null);
            toast(t('counter-order.detail.added', { name: detail.food_menu_name }), 'success');
          }}
          onClose={() => setDetail(null)}
        />
      )}
    </>
  );
}
