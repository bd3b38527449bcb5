/** What the workflow server tests share: deploying a BPMN file as the tenant admin, and process keys of their own. */
import type { TestServer } from './harness';

/** uploads `xml` as the file `name` to blade-flow/manager/deploy-upload (with its category), as the caller of `token` */
export async function deployUpload(app: TestServer['app'], token: string, name: string, xml: string, category?: string, tenant = '000001') {
  const boundary = '----flowtest' + Math.random().toString(16).slice(2);
  const field = category ? `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${category}\r\n` : '';
  const payload = `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/xml\r\n\r\n${xml}\r\n--${boundary}--\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-flow/manager/deploy-upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'blade-auth': `bearer ${token}`, 'tenant-id': tenant, authorization: 'Basic Y29uc29sZTpjb25zb2xlX3NlY3JldA==' },
    payload,
  });
  return JSON.parse(res.body) as { code: number; msg: string; data: { id: string; version: number } };
}

let n = 0;
/** a process key no other test (or earlier run on the same database) uses */
export const uniqueKey = (prefix: string) => `${prefix}${Date.now()}${n++}`;
