/** Appointments (spec 3: 预约试驾): the pool, the records and the store's settings, registered in src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { AppointmentPoolScreen, AppointmentRecordScreen } from './appointment-screens';

export const screens: AreaScreens = {
  pages: [],
  menus: {
    'appointment-pool': AppointmentPoolScreen,
    'appointment-record': AppointmentRecordScreen,
  },
};
