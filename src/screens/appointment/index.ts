/** Appointments (spec 3: 预约试驾): the pool, the records and the store's settings (manifest.ts lists them), loaded on demand through src/screens/registry.ts. */
import type { AreaScreens } from '../../shell/screens';
import { AppointmentPoolScreen, AppointmentRecordScreen } from './appointment-screens';

export const screens: AreaScreens = {
  pages: {},
  menus: {
    'appointment-pool': AppointmentPoolScreen,
    'appointment-record': AppointmentRecordScreen,
  },
};
