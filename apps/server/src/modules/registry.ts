// Every area's routes, registered under /api by buildApp. An area adds itself here once.
import { boardRoutes } from './board/routes.ts';
import { categoryFilesRoutes } from './category-files/routes.ts';
import { counterRoutes } from './counter/routes.ts';
import { deliveryTimeFramesRoutes } from './delivery-time-frames/routes.ts';
import { fileJobsRoutes } from './file-jobs/routes.ts';
import { foodBannersRoutes } from './food-banners/routes.ts';
import { foodCategoriesRoutes } from './food-categories/routes.ts';
import { foodMenusRoutes } from './food-menus/routes.ts';
import { foodSubCategoriesRoutes } from './food-sub-categories/routes.ts';
import { freeMenusRoutes } from './free-menus/routes.ts';
import { holidaysRoutes } from './holidays/routes.ts';
import { imageZipsRoutes } from './image-zips/routes.ts';
import { menuCsvRoutes } from './menu-csv/routes.ts';
import type { ModuleRoutes } from './module.ts';
import { orderSearchRoutes } from './order-search/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { platformBannersRoutes } from './platform-banners/routes.ts';
import { cloudPrinterRoutes } from './print-queue/cloud-routes.ts';
import { printQueueRoutes } from './print-queue/routes.ts';
import { receivingMethodsRoutes } from './receiving-methods/routes.ts';
import { restaurantCategoriesRoutes } from './restaurant-categories/routes.ts';
import { restaurantsRoutes } from './restaurants/routes.ts';
import { screenSettingsRoutes } from './screen-settings/routes.ts';
import { storesRoutes } from './stores/routes.ts';
import { uploadsRoutes } from './uploads/routes.ts';
import { waitTimesRoutes } from './wait-times/routes.ts';

export const moduleRoutes: readonly ModuleRoutes[] = [
  uploadsRoutes,
  foodCategoriesRoutes,
  foodSubCategoriesRoutes,
  foodBannersRoutes,
  freeMenusRoutes,
  foodMenusRoutes,
  menuCsvRoutes,
  receivingMethodsRoutes,
  waitTimesRoutes,
  deliveryTimeFramesRoutes,
  holidaysRoutes,
  ordersRoutes,
  orderSearchRoutes,
  platformBannersRoutes,
  screenSettingsRoutes,
  restaurantsRoutes,
  storesRoutes,
  restaurantCategoriesRoutes,
  boardRoutes,
  printQueueRoutes,
  cloudPrinterRoutes,
  counterRoutes,
  fileJobsRoutes,
  imageZipsRoutes,
  categoryFilesRoutes,
];
