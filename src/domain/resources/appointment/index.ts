/** Appointments (spec 3: 预约试驾): the appointment records and the per-store appointment settings. */
import type { ResourceDecl } from '../types';
import { appointmentConfigResource, appointmentRecordResource } from './appointment';

export const APPOINTMENT_RESOURCES = [appointmentRecordResource, appointmentConfigResource] as const satisfies readonly ResourceDecl[];
