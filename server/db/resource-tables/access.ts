/** Generated tables of system access (the other access tables are hand-declared in schema.ts). */
import { resourceTable } from '../resource-table';
import { roleTemplateResource } from '../../../src/domain/resources/system/role-template';
import { postResource } from '../../../src/domain/resources/system/post';

export const roleTemplate = resourceTable(roleTemplateResource);
export const bladePost = resourceTable(postResource);
