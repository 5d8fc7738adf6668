import type { InjectOptions } from 'fastify';
import { maxUploadCommentLength } from '@portal/shared/rules';
import { beforeAll, expect, it } from 'vitest';
import { createIssueTestData } from '../modules/issue/issue.test-data.js';
import { png } from '../test/uploads.js';
import { bearer, describeEachDatabase } from '../test/test-app.js';

/**
 * The four upload routes (location, installation, issue and task files) share one multipart reader
 * (uploads/store-uploads.ts): every multipart parse error is a JSON 400, and the comment `commentFile`
 * is taken as a plain field or as a text part (the spec's uploads send it either way).
 */

interface UploadRoute {
  name: string;
  method: 'PUT' | 'POST';
  url: string;
  /** The file rows this route's uploads write. */
  owner: { column: 'issue_id' | 'location_id' | 'installation_id' | 'task_id'; id: number };
}

const BOUNDARY = '----upload-routes';

/** A multipart body: one PNG in `files`, the comment as a field or as a text file, or no comment. */
function body(fileName: string, comment?: { text: string; as: 'field' | 'file' }, boundary = BOUNDARY): Buffer {
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}.png"\r\nContent-Type: image/png\r\n\r\n`),
    png(),
    Buffer.from('\r\n'),
  ];
  if (comment?.as === 'field') parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="commentFile"\r\n\r\n${comment.text}\r\n`));
  if (comment?.as === 'file') {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="commentFile"; filename="comment.txt"\r\nContent-Type: text/plain\r\n\r\n${comment.text}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

describeEachDatabase('upload routes: multipart errors and the comment part', (context) => {
  let token: string;
  let routes: UploadRoute[];

  beforeAll(async () => {
    const { app, db } = context();
    const data = await createIssueTestData(app, db, app.files);
    token = data.token;
    const customer = data.customerId;
    const site = await db.selectFrom('locations').select('id').where('customer_id', '=', customer).where('code', '=', data.site).executeTakeFirstOrThrow();
    const installation = await db
      .selectFrom('installations')
      .select('id')
      .where('customer_id', '=', customer)
      .where('code', '=', data.installationCode)
      .executeTakeFirstOrThrow();
    const task = await db.selectFrom('tasks').select('id').where('installation_id', '=', installation.id).executeTakeFirstOrThrow();
    const part = data.installationCode.split('/')[1] ?? '';
    routes = [
      { name: 'location', method: 'PUT', url: `/api/location/${customer}/location/${data.site}/uploadFiles`, owner: { column: 'location_id', id: site.id } },
      {
        name: 'installation',
        method: 'PUT',
        url: `/api/installation/${customer}/${installation.id}/location/${data.site}/${part}/uploadFiles`,
        owner: { column: 'installation_id', id: installation.id },
      },
      { name: 'issue', method: 'PUT', url: `/api/issue/${customer}/uploadFiles/${data.openIssue.id}/`, owner: { column: 'issue_id', id: data.openIssue.id } },
      { name: 'task', method: 'POST', url: `/api/task/${customer}/tasks/${task.id}/uploadFiles`, owner: { column: 'task_id', id: task.id } },
    ];
  });

  const send = (route: UploadRoute, payload: Buffer | string, contentType: string) =>
    context().app.inject({ method: route.method, url: route.url, headers: { ...bearer(token), 'content-type': contentType }, payload } satisfies InjectOptions);

  const fileCount = async () =>
    Number((await context().db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);

  it('answers every multipart parse error with a JSON 400 on every upload route, storing nothing', async () => {
    const long = 'b'.repeat(300);
    const cases: [string, string, Buffer | string][] = [
      ['a boundary over 252 characters', `multipart/form-data; boundary=${long}`, body('Lang', undefined, long)],
      ['no boundary', 'multipart/form-data', 'abc'],
      ['an empty boundary', 'multipart/form-data; boundary=', 'abc'],
      ['a body that never starts', `multipart/form-data; boundary=${BOUNDARY}`, 'abc'],
      ['a part cut off', `multipart/form-data; boundary=${BOUNDARY}`, body('Kort').subarray(0, 120)],
      ['a garbled part header', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nthis is not a header\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`],
    ];
    const before = await fileCount();
    for (const route of routes) {
      for (const [what, contentType, payload] of cases) {
        const response = await send(route, payload, contentType);
        const described = `${route.name}, ${what}: ${response.statusCode} ${response.body}`;
        expect(response.statusCode, described).toBe(400);
        expect(response.headers['content-type'], described).toContain('application/json');
        const answer = response.json<{ statusCode: number; message: string }>();
        expect(answer.statusCode, described).toBe(400);
        expect(answer.message.length, described).toBeGreaterThan(0);
      }
    }
    expect(await fileCount()).toBe(before);
  });

  it('takes commentFile as a plain field and as a text part on every upload route', async () => {
    const { db } = context();
    for (const route of routes) {
      for (const as of ['field', 'file'] as const) {
        const name = `Kommentar${route.name}${as}`;
        const text = `Kommentar til ${route.name} som ${as === 'field' ? 'felt' : 'tekstfil'}: æøå`;
        const response = await send(route, body(name, { text, as }), `multipart/form-data; boundary=${BOUNDARY}`);
        expect(response.statusCode, `${route.name}, ${as}: ${response.body}`).toBe(201);
        const row = await db
          .selectFrom('files')
          .select(['display_name', 'short_description'])
          .where(route.owner.column, '=', route.owner.id)
          .where('display_name', '=', `${name}.png`)
          .executeTakeFirstOrThrow();
        expect(row.short_description, `${route.name}, ${as}`).toBe(text);
      }
    }
  });

  it('keeps a comment up to the one upload comment limit on every upload route, and cuts a longer one there', async () => {
    const { db } = context();
    expect(maxUploadCommentLength).toBe(4000);
    for (const route of routes) {
      for (const length of [maxUploadCommentLength, maxUploadCommentLength + 1]) {
        const name = `Lang${route.name}${length}`;
        const response = await send(route, body(name, { text: 'k'.repeat(length), as: 'field' }), `multipart/form-data; boundary=${BOUNDARY}`);
        expect(response.statusCode, `${route.name}, ${length}: ${response.body}`).toBe(201);
        const row = await db
          .selectFrom('files')
          .select('short_description')
          .where(route.owner.column, '=', route.owner.id)
          .where('display_name', '=', `${name}.png`)
          .executeTakeFirstOrThrow();
        expect(row.short_description, `${route.name}, ${length}`).toBe('k'.repeat(maxUploadCommentLength));
      }
    }
  });
});
