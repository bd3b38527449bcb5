/** crm-anhua/file: temporary upload credentials for the browser's ali-oss (spec 1 section 7). */
import { businessError } from '../../http/envelope';
import { route, type Registrable } from '../../http/route';
import { CredentialError } from '../../storage/aliyun-sts';
import { credentialProviderFor } from '../../storage/providers';
import { noInput } from '../../http/input';

export const fileRoutes: Registrable[] = [
  route({
    method: 'GET',
    url: '/crm-anhua/file/get_oss_auth',
    input: noInput,
    handler: async ({ auth, services, req, lang }) => {
      const provider = await credentialProviderFor(services, auth.tenantId);
      try {
        // the embedded store is this server, as the browser reached it (trustProxy honours X-Forwarded-*)
        return await provider.issue({ tenantId: auth.tenantId, userId: auth.userId, origin: `${req.protocol}://${req.host}`, now: services.now() });
      } catch (err) {
        if (err instanceof CredentialError) throw businessError(lang === 'en' ? err.en : err.zh);
        throw err;
      }
    },
  }),
];
