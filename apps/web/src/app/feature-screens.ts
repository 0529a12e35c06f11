// The features' screens by path (feature-routes.ts), loaded with the first signed-in screen or public
// page (session-gate.tsx starts it beside the frame's own code): the login page does not carry the
// route table's modules. One load, shared by every route that asks.
import type { ComponentType } from 'react';

let screens: Promise<ReadonlyMap<string, ComponentType>> | null = null;

export function loadFeatureScreens(): Promise<ReadonlyMap<string, ComponentType>> {
  screens ??= import('./feature-routes.ts').then(
    ({ featureRoutes }) => new Map(featureRoutes.map(({ path, Component }) => [path, Component])),
  );
  return screens;
}
