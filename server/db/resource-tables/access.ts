/** Generated tables of system access (the other access tables are hand-declared in schema.ts). */
import { resourceTable } from '../resource-table';
import { roleTemplateResource } from '../../../src/domain/resources/system/role-template';

export const roleTemplate = resourceTable(roleTemplateResource);
