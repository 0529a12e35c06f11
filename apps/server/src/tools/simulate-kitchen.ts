// The simulator's kitchen: so that the TV board shows numbers being called and leaving, after each
// order it places the simulator moves the open orders of each by_order restaurant on, one step per
// status a turn, through the dashboard's own route (PATCH restaurant/order/update/cooking/status,
// signed in as the owner): the oldest waiting order starts cooking (with a wait time), the oldest
// cooking one is done (the board calls it), and a done one is collected (receipt) once a newer one
// is ready or at random, so a called number stays on the board for a while.
// Reservation and delivery restaurants are left alone: their orders end through the ordering app.

export interface OpenOrder {
  id_food_order: number;
  order_number: string;
  cooking_status: string;
}

export interface KitchenStep {
  id_food_order: number;
  order_number: string;
  to: 'cooking' | 'done' | 'receipt';
}

/** The steps of one turn for one restaurant's open orders (oldest first). */
export function kitchenTurn(orders: readonly OpenOrder[], random: (max: number) => number): KitchenStep[] {
  const oldest = (status: string) => orders.find((order) => order.cooking_status === status);
  const steps: KitchenStep[] = [];
  const ready = orders.filter((order) => order.cooking_status === 'done');
  const collected = ready[0];
  if (collected && (ready.length > 1 || random(2) === 0)) steps.push({ ...pick(collected), to: 'receipt' });
  const cooked = oldest('cooking');
  if (cooked) steps.push({ ...pick(cooked), to: 'done' });
  const started = oldest('stop');
  if (started) steps.push({ ...pick(started), to: 'cooking' });
  return steps;
}

const pick = ({ id_food_order, order_number }: OpenOrder) => ({ id_food_order, order_number });

export interface KitchenDeps {
  /** Today's open orders of the restaurant, oldest first. */
  openOrders(idRestaurant: number): Promise<OpenOrder[]>;
  /** Moves an order; answers the HTTP status. */
  move(idRestaurant: number, step: KitchenStep): Promise<number>;
  random: (max: number) => number;
  print: (line: string) => void;
}

const told: Record<KitchenStep['to'], string> = {
  cooking: 'cooking',
  done: 'ready: called on the TV board',
  receipt: 'collected',
};

/** One turn of the kitchen for these restaurants; a failure is printed, never thrown (orders go on). */
export async function runKitchenTurn(
  restaurants: readonly { id_restaurant: number; name: string }[],
  deps: KitchenDeps,
): Promise<number> {
  let moved = 0;
  for (const restaurant of restaurants) {
    try {
      for (const step of kitchenTurn(await deps.openOrders(restaurant.id_restaurant), deps.random)) {
        const status = await deps.move(restaurant.id_restaurant, step);
        if (status !== 200) continue;
        moved += 1;
        deps.print(`${restaurant.name.padEnd(14)} ${step.order_number.padEnd(6)} → ${told[step.to]}`);
      }
    } catch (error) {
      deps.print(`${restaurant.name}: kitchen skipped a turn (${(error as Error).message})`);
    }
  }
  return moved;
}
