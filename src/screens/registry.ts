/**
 * Every area's screens in one place, so each area adds its pages in its own index file and the
 * shell (src/app.tsx, src/shell/menu-page.tsx) reads them from here.
 */
import type { ComponentType } from 'react';
import type { AreaScreens, ShellScreen } from '../shell/screens';
import { screens as clue } from './clue';
import { screens as customer } from './customer';
import { screens as member } from './member';
import { screens as warehouse } from './warehouse';
import { screens as order } from './order';
import { screens as importCentre } from './import';
import { screens as subCard } from './sub-card';
import { screens as appointment } from './appointment';
import { screens as workOrder } from './work-order';
import { screens as customerService } from './customer-service';
import { screens as mall } from './mall';
import { DECLARED_PAGES } from './resource/declared-pages';

const AREAS: readonly AreaScreens[] = [clue, customer, member, warehouse, order, importCentre, subCard, appointment, workOrder, customerService, mall];

export const AREA_PAGES: readonly ShellScreen[] = [...AREAS.flatMap((a) => a.pages), ...DECLARED_PAGES];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MENU_SCREENS: ReadonlyMap<string, ComponentType<any>> = new Map(AREAS.flatMap((a) => Object.entries(a.menus)));
