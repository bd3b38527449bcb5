/**
 * 事项工单 and 车主服务 beyond their declarations (docs/after-sales.md): a time in the past is refused
 * when a request or matter is recorded, a matter given an assignee starts 已指派, and a request gets
 * its number. Their events are the declarations' actions, checked by the owner-service machine.
 */
import { ApiError } from '../../http/envelope';
import type { ResourceHooks } from '../../http/resource-router';
import { Codes } from '../../../src/domain/codes';
import { AFTER_SALES_SERVICE_MESSAGES as M, OWNER_SERVICE_STATE } from '../../../src/domain/resources/operations/after-sales-service';

const past = (value: unknown, now: Date) => value instanceof Date ? value.getTime() < now.getTime() : typeof value === 'string' && value !== '' && new Date(value).getTime() < now.getTime();

export const AFTER_SALES_SERVICE_HOOKS: Record<string, ResourceHooks> = {
  ahMatterWorkOrder: {
    beforeWrite: async ({ services, value, id, lang }) => {
      if (value.dueTime !== undefined && past(value.dueTime, services.now())) throw new ApiError(Codes.BAD_REQUEST, M.pastDue[lang], { field: 'dueTime' });
      if (!id) value.state = value.assignee ? OWNER_SERVICE_STATE.assigned : OWNER_SERVICE_STATE.new;
    },
  },
  ahOwnerService: {
    beforeWrite: async ({ services, value, id, lang, newId }) => {
      const now = services.now();
      if (value.appointmentTime !== undefined && past(value.appointmentTime, now)) throw new ApiError(Codes.BAD_REQUEST, M.pastTime[lang], { field: 'appointmentTime' });
      // FW + the day + the id's tail: readable on the phone, unique with the id
      if (!id) value.requestNo = `FW${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(newId ?? '').slice(-6)}`;
    },
  },
};
